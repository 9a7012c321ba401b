import type { HotPayload, HotUpdateOptions, ServerOptions, ViteDevServer } from "vite";
import { describe, expect, it } from "vitest";
import { contentReloadPlugin } from "./contentReloadPlugin";

const plugin = contentReloadPlugin("/work/content");

/** The plugin's hot-update hook, called as Vite calls it for one environment. */
function hotUpdate(environmentName: string, file: string) {
  const sent: HotPayload[] = [];
  const environment = {
    name: environmentName,
    hot: { send: (payload: HotPayload) => sent.push(payload) },
  };
  const hook = plugin.hotUpdate as (this: unknown, options: HotUpdateOptions) => unknown;
  const result = hook.call({ environment }, { file } as HotUpdateOptions);
  return { result, sent };
}

describe("contentReloadPlugin", () => {
  it("reloads the pages when a content file changes, instead of a hot update", () => {
    expect(hotUpdate("client", "/work/content/pages/home.json")).toEqual({
      result: [],
      sent: [{ type: "full-reload" }],
    });
  });

  it("leaves other files and the server's environment to Vite", () => {
    expect(hotUpdate("client", "/work/app/root.tsx")).toEqual({ result: undefined, sent: [] });
    expect(hotUpdate("client", "/work/content-old/home.json").sent).toEqual([]);
    expect(hotUpdate("ssr", "/work/content/pages/home.json")).toEqual({
      result: undefined,
      sent: [],
    });
  });

  it("updates the server's environments before the browser's", async () => {
    const config = (plugin.config as () => { server: ServerOptions })();
    const updateInOrder = config.server.hotUpdateEnvironments;
    const order: string[] = [];
    const environments = Object.fromEntries(["client", "ssr"].map((name) => [name, { name }]));
    await updateInOrder?.({ environments } as unknown as ViteDevServer, async (environment) => {
      await Promise.resolve();
      order.push(environment.name);
    });
    expect(order).toEqual(["ssr", "client"]);
  });
});
