import { afterEach, describe, expect, it, vi } from "vitest";
import { optimizePageHtml, deferModuleScript, type BuildAssets } from "./optimizePageHtml";

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="stylesheet" href="/assets/root-B.css"/>',
  '<link rel="modulepreload" href="/assets/home-C.js"/><link rel="preload" href="/x.woff2" as="font"/>',
  "</head><body><script>window.ctx = {};</script>",
  '<script type="module" async="">import "/assets/home-C.js";</script></body></html>',
].join("");
/** Built files kept in memory: `files` is read and written by address. */
function assetsIn(files: Record<string, string>): BuildAssets {
  return {
    read: (url) => files[url] ?? "",
    write: (name, content) => {
      files[`/assets/${name}`] = content;
      return `/assets/${name}`;
    },
  };
}

const files: Record<string, string> = {
  "/assets/root-B.css": "body{color:red}.toast{position:fixed}\n",
};
const assets = assetsIn(files);

/** The module script React Router writes into every prerendered page. */
const routerScript = `import "/assets/manifest-M.js";
import * as route0 from "/assets/root-R.js";
import * as route1 from "/assets/home-H.js";
  
  window.__reactRouterRouteModules = {"root":route0,"home-en":route1};

import("/assets/entry.client-E.js");`;

/** Runs a rewritten module script in a fake page, recording what it imports and when. */
function runInFakePage(
  source: string,
  {
    readyState = "interactive",
    hidden = false,
    paintTiming = true,
    holdImports = false,
    hero = null as { complete: boolean; top: number } | null,
  } = {},
) {
  const imported: string[] = [];
  /** With `holdImports`, an import runs only once the test lets it. */
  const held = new Map<string, () => void>();
  /** Stylesheets linked and modules imported, in their order. */
  const loaded: string[] = [];
  /** How many imports each message started: a task of its own each. */
  const importsPerMessage: number[] = [];
  /** What the router would find when its entry module runs. */
  let routeModulesAtEntry: Record<string, unknown> | undefined;
  const listeners = new Map<string, () => void>();
  /** The observers waiting for each kind of timing entry. */
  const observers = new Map<string, (() => void)[]>();
  const reportTiming = (type: string) => observers.get(type)?.forEach((report) => report());
  const fakeWindow: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["element", "paint", "navigation"] : ["navigation"];
    constructor(private readonly callback: (entries: unknown, observer: unknown) => void) {}
    observe({ type }: { type: string }) {
      observers.set(type, [...(observers.get(type) ?? []), () => this.callback([], this)]);
    }
    disconnect() {}
  }
  /** Delivers each message in a task of its own, as browsers do. */
  class FakeMessageChannel {
    port1: { onmessage?: () => void } = {};
    port2 = {
      postMessage: () =>
        setTimeout(() => {
          const before = imported.length;
          this.port1.onmessage?.();
          importsPerMessage.push(imported.length - before);
        }),
    };
  }
  const run = new Function(
    "importModule",
    "window",
    "document",
    "addEventListener",
    "PerformanceObserver",
    "MessageChannel",
    "innerHeight",
    source.replaceAll("import(", "importModule("),
  ) as (...args: unknown[]) => void;
  vi.useFakeTimers();
  run(
    (url: string) => {
      imported.push(url);
      loaded.push(url);
      if (url.includes("entry.client")) routeModulesAtEntry = fakeWindow.__reactRouterRouteModules;
      if (!holdImports) return Promise.resolve({ url });
      return new Promise((resolve) => held.set(url, () => resolve({ url })));
    },
    fakeWindow,
    {
      readyState,
      hidden,
      createElement: () => ({}),
      querySelector: () =>
        hero && { complete: hero.complete, getBoundingClientRect: () => ({ top: hero.top }) },
      head: {
        append: (link: { rel: string; href: string }) => loaded.push(`${link.rel} ${link.href}`),
      },
    },
    (type: string, listener: () => void) => listeners.set(type, listener),
    FakePerformanceObserver,
    FakeMessageChannel,
    800,
  );
  return {
    imported,
    routeModulesAtEntry: () => routeModulesAtEntry,
    fireLoad: () => listeners.get("load")?.(),
    reportPaint: () => reportTiming("paint"),
    /** The browser reports that the marked image is drawn. */
    reportImageDrawn: () => reportTiming("element"),
    /**
     * Lets `ms` pass, then the steps the script has left: a message posted within a task comes
     * a fake millisecond later, and each step may wait on the one before.
     */
    settle: async (ms = 0) => {
      await vi.advanceTimersByTimeAsync(ms);
      for (let step = 0; step < 30; step++) await vi.advanceTimersByTimeAsync(1);
    },
    importsPerMessage,
    loaded,
    runModule: (url: string) => held.get(url)?.(),
  };
}

const allModules = [
  "/assets/manifest-M.js",
  "/assets/root-R.js",
  "/assets/home-H.js",
  "/assets/entry.client-E.js",
];

afterEach(() => {
  vi.useRealTimers();
});

describe("optimizePageHtml", () => {
  const optimized = optimizePageHtml(page, assets);
  const restLink =
    /<noscript><link rel="stylesheet" href="(\/assets\/styles-rest-[^"]+)"\/><\/noscript>/;

  it("inlines the stylesheet's rules the page uses, so the first paint waits for no request", () => {
    expect(optimized).toContain("<style>body{color:red}</style>");
  });

  it("writes the other rules to a file the page links without scripts", () => {
    const restUrl = restLink.exec(optimized)?.[1] ?? "";
    expect(files[restUrl]).toBe(".toast{position:fixed}");
  });

  it("keeps the stylesheet link for hydration, disabled so it is neither fetched nor applied", () => {
    expect(optimized).toContain('<link rel="stylesheet" href="/assets/root-B.css" disabled=""/>');
    expect(optimized.replace(restLink, "").match(/<link rel="stylesheet"/g)).toHaveLength(1);
  });

  it("switches the modulepreload hints off and rewrites the module script to load the app later", () => {
    const hints = optimized.match(/<link rel="modulepreload"[^>]*>/g);
    // Kept for React to find when it hydrates the head, with a media query that never matches.
    expect(hints).toEqual([
      '<link rel="modulepreload" href="/assets/entry.client-A.js" media="not all"/>',
      '<link rel="modulepreload" href="/assets/home-C.js" media="not all"/>',
    ]);
    expect(optimized).not.toContain('import "/assets/home-C.js"');
  });

  it("imports the modules the hints named from the rewritten script, each once", async () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(optimized)?.[1];
    const fake = runInFakePage(script ?? "", { readyState: "complete" });
    fake.reportPaint();
    await fake.settle();
    expect(fake.imported).toEqual(["/assets/entry.client-A.js", "/assets/home-C.js"]);
  });

  it("links the rest of the stylesheet before it imports anything", async () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(optimized)?.[1];
    const fake = runInFakePage(script ?? "", { readyState: "complete" });
    fake.reportPaint();
    await fake.settle();
    expect(fake.loaded).toEqual([
      `stylesheet ${restLink.exec(optimized)?.[1] ?? ""}`,
      "modulepreload /assets/entry.client-A.js",
      "modulepreload /assets/home-C.js",
      "/assets/entry.client-A.js",
      "/assets/home-C.js",
    ]);
  });

  it("leaves other links and classic scripts alone", () => {
    expect(optimized).toContain('<link rel="preload" href="/x.woff2" as="font"/>');
    expect(optimized).toContain("<script>window.ctx = {};</script>");
  });
});

describe("optimizePageHtml on a document page", () => {
  const entry = { url: "/assets/document-home-D.js", imports: ["/assets/react-dom-R.js"] };
  const head = "<script>early();</script>";
  const optimized = optimizePageHtml(page, assets, head, entry);

  it("starts the page's own entry after the first paint, with the modules it imports, and not the router", async () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(optimized)?.[1];
    const fake = runInFakePage(script ?? "", { readyState: "complete" });
    expect(fake.imported).toEqual([]);
    fake.reportPaint();
    await fake.settle();
    expect(fake.imported).toEqual(["/assets/react-dom-R.js", "/assets/document-home-D.js"]);
  });

  it("drops what only the router reads: its inline scripts, the stylesheet link and the hints", () => {
    expect(optimized).not.toContain("window.ctx");
    expect(optimized).not.toMatch(/<link rel="modulepreload"/);
    expect(optimized).not.toContain('href="/assets/root-B.css"');
    expect(optimized).toContain("<style>body{color:red}</style>");
  });

  it("keeps the head's own scripts and other links", () => {
    expect(optimized).toContain("<script>early();</script></head>");
    expect(optimized).toContain('<link rel="preload" href="/x.woff2" as="font"/>');
  });
});

describe("optimizePageHtml on a page with a stylesheet fold", () => {
  const entry = { url: "/assets/document-home-D.js", imports: [] };
  const folded = page
    .replace("<body>", '<body><p class="hero">Hi</p><template data-stylesheet-fold=""></template>')
    .replace("</body>", '<p class="below">More</p></body>');
  const foldFiles: Record<string, string> = {
    "/assets/root-B.css": "body{color:red}.hero{margin:0}.below{margin:1rem}\n",
  };
  const foldAssets = assetsIn(foldFiles);
  const optimized = optimizePageHtml(folded, foldAssets, "", entry);
  const foldLink = /<link rel="stylesheet" href="(\/assets\/styles-rest-[^"]+)"><script><\/script>/;

  it("inlines only the rules of what comes before the fold", () => {
    expect(optimized).toContain("<style>body{color:red}.hero{margin:0}</style>");
  });

  it("links the other rules at the fold, with the script that holds Firefox back too", () => {
    expect(optimized).toMatch(
      /<p class="hero">Hi<\/p><link rel="stylesheet"[^>]*><script><\/script>/,
    );
    expect(optimized.indexOf("<script></script>")).toBeLessThan(optimized.indexOf("below"));
    expect(foldFiles[foldLink.exec(optimized)?.[1] ?? ""]).toBe(".below{margin:1rem}");
  });

  it("needs neither the noscript link nor the script to link the rest again", async () => {
    expect(optimized).not.toContain("<noscript>");
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(optimized)?.[1];
    const fake = runInFakePage(script ?? "", { readyState: "complete" });
    fake.reportPaint();
    await fake.settle();
    expect(fake.loaded).toEqual([
      "modulepreload /assets/document-home-D.js",
      "/assets/document-home-D.js",
    ]);
  });

  it("refuses a page with two folds", () => {
    const twice = folded.replace("</body>", '<template data-stylesheet-fold=""></template></body>');
    expect(() => optimizePageHtml(twice, foldAssets, "", entry)).toThrow(/more than one/);
  });
});

describe("deferModuleScript", () => {
  it("loads nothing until the page has loaded and its first paint is on screen", async () => {
    const fake = runInFakePage(deferModuleScript(routerScript));
    await fake.settle(500);
    fake.reportPaint();
    await fake.settle();
    expect(fake.imported).toEqual([]);
    fake.fireLoad();
    await fake.settle(500);
    expect(fake.imported).toEqual([]);
    fake.reportPaint();
    await fake.settle();
    expect(fake.imported).toEqual(allModules);
  });

  it("hands the route modules to the router before the router's entry loads", async () => {
    const fake = runInFakePage(deferModuleScript(routerScript), { readyState: "complete" });
    fake.reportPaint();
    await fake.settle();
    expect(fake.routeModulesAtEntry()).toEqual({
      root: { url: "/assets/root-R.js" },
      "home-en": { url: "/assets/home-H.js" },
    });
    expect(fake.imported.at(-1)).toBe("/assets/entry.client-E.js");
  });

  it("imports each shared module on its own first, and the router's entry still last", async () => {
    const shared = [
      "/assets/entry.client-E.js",
      "/assets/react-dom-D.js",
      "/assets/root-R.js",
      "/assets/router-X.js",
    ];
    const fake = runInFakePage(deferModuleScript(routerScript, shared), {
      readyState: "complete",
    });
    await fake.settle();
    expect(fake.imported).toEqual([]);
    fake.reportPaint();
    await fake.settle();
    expect(fake.imported).toEqual(["/assets/react-dom-D.js", "/assets/router-X.js", ...allModules]);
    expect(fake.routeModulesAtEntry()).toHaveProperty("home-en");
  });

  it("asks for every module at once before it runs any", async () => {
    const shared = ["/assets/react-dom-D.js", "/assets/router-X.js"];
    const fake = runInFakePage(deferModuleScript(routerScript, shared), {
      readyState: "complete",
    });
    fake.reportPaint();
    await fake.settle();
    const preloads = [...shared, ...allModules.slice(0, 3)].map((url) => `modulepreload ${url}`);
    expect(fake.loaded.slice(0, preloads.length)).toEqual(preloads);
  });

  it("runs each shared module only once the one before it has run, in the order given", async () => {
    const shared = ["/assets/react-dom-D.js", "/assets/router-X.js"];
    const fake = runInFakePage(deferModuleScript(routerScript, shared), {
      readyState: "complete",
      holdImports: true,
    });
    fake.reportPaint();
    await fake.settle();
    expect(fake.imported).toEqual(["/assets/react-dom-D.js"]);
    fake.runModule("/assets/react-dom-D.js");
    await fake.settle();
    expect(fake.imported).toEqual(shared);
    fake.runModule("/assets/router-X.js");
    await fake.settle();
    expect(fake.imported).toEqual([...shared, ...allModules.slice(0, 3)]);
  });

  it("starts each import in a task of its own, so no task starts them all", async () => {
    const shared = ["/assets/react-dom-D.js", "/assets/router-X.js"];
    const fake = runInFakePage(deferModuleScript(routerScript, shared), {
      readyState: "complete",
    });
    fake.reportPaint();
    expect(fake.imported).toEqual([]);
    await fake.settle();
    expect(fake.imported).toHaveLength(shared.length + allModules.length);
    expect(Math.max(...fake.importsPerMessage)).toBe(1);
  });

  it("loads everything once, even if the paint is reported twice", async () => {
    const fake = runInFakePage(deferModuleScript(routerScript), { readyState: "complete" });
    fake.reportPaint();
    fake.reportPaint();
    await fake.settle(2000);
    expect(fake.imported).toEqual(allModules);
  });

  it.each([
    ["in a hidden tab, which paints nothing", { hidden: true }],
    ["in a browser without paint timing", { paintTiming: false }],
  ])("starts right after the load %s", async (_case, options) => {
    const fake = runInFakePage(deferModuleScript(routerScript), options);
    fake.fireLoad();
    await fake.settle();
    expect(fake.imported).toEqual(allModules);
  });

  /** A loaded page whose hero image is in view, its first paint reported. */
  const paintedWithHeroInView = () => {
    const fake = runInFakePage(deferModuleScript(routerScript), {
      readyState: "complete",
      hero: { complete: true, top: 300 },
    });
    fake.reportPaint();
    return fake;
  };

  it("waits, after the first paint, until the hero image in view is drawn", async () => {
    const fake = paintedWithHeroInView();
    await fake.settle(500);
    expect(fake.imported).toEqual([]);
    fake.reportImageDrawn();
    await fake.settle();
    expect(fake.imported).toEqual(allModules);
  });

  it.each([
    ["below the fold", { complete: true, top: 900 }],
    ["not loaded", { complete: false, top: 300 }],
  ])("does not wait for a hero image %s, which is not drawn yet", async (_case, hero) => {
    const fake = runInFakePage(deferModuleScript(routerScript), { readyState: "complete", hero });
    fake.reportPaint();
    await fake.settle();
    expect(fake.imported).toEqual(allModules);
  });

  it("still starts a second after the load if the hero image is never reported drawn", async () => {
    const fake = paintedWithHeroInView();
    await fake.settle(900);
    expect(fake.imported).toEqual([]);
    await fake.settle(200);
    expect(fake.imported).toEqual(allModules);
  });

  it("still starts a second after the load if no paint is ever reported", async () => {
    const fake = runInFakePage(deferModuleScript(routerScript), { readyState: "complete" });
    await fake.settle(900);
    expect(fake.imported).toEqual([]);
    await fake.settle(200);
    expect(fake.imported).toEqual(allModules);
  });

  it("refuses a module script it does not understand rather than break the page", () => {
    expect(() => deferModuleScript('import { a } from "/assets/a.js";\na();')).toThrow(
      /cannot defer/,
    );
  });
});
