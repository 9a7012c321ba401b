// Temporary analysis script (not committed): long tasks on the slow phone, with what fills them.
import path from "node:path";
import { serveAndLaunch, slowPhonePage, slowPhoneViewport } from "./scripts/slowPhone";
const root = path.resolve(".");
const pages = (process.env.PAGES ?? "/,/nl,/contact,/nl/contact").split(",");
const { server, browser } = await serveAndLaunch(root);
for (const p of pages) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await slowPhonePage(context);
  const cdp = await context.newCDPSession(page);
  const events: any[] = [];
  cdp.on("Tracing.dataCollected", (d: any) => events.push(...d.value));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,disabled-by-default-v8.compile,blink.user_timing,loading", transferMode: "ReportEvents" });
  await page.goto(server.baseURL + p, { waitUntil: "load" });
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.waitForTimeout(1500);
  const done = new Promise((r) => cdp.once("Tracing.tracingComplete", r));
  await cdp.send("Tracing.end"); await done;
  const main = events.filter((e) => e.name === "TracingStartedInBrowser")[0];
  const tasks = events.filter((e) => e.name === "RunTask" && e.dur > 50000);
  const nav = events.find((e) => e.name === "navigationStart")?.ts ?? tasks[0]?.ts;
  console.log(`== ${p}`);
  for (const t of tasks) {
    const inside = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts <= t.ts + t.dur && e.dur && e !== t);
    const by: Record<string, number> = {};
    const all: Record<string, number> = {};
    for (const e of inside) all[e.name + (e.args?.data?.url ? "@" + String(e.args.data.url).replace(/^.*\//, "").slice(0, 30) : "")] = (all[e.name + (e.args?.data?.url ? "@" + String(e.args.data.url).replace(/^.*\//, "").slice(0, 30) : "")] ?? 0) + e.dur / 1000;
    const top = Object.entries(all).sort((a, b) => b[1] - a[1]).slice(0, 7).map(([k, v]) => `${k}=${Math.round(v)}`).join(" ");
    for (const e of inside) if (["EvaluateScript","v8.compileModule","v8.evaluateModule","FunctionCall","ParseHTML","UpdateLayoutTree","Layout","Paint","TimerFire","EventDispatch","RunMicrotasks","v8.run","HitTest","PrePaint","Commit","ScheduleStyleRecalculation","MinorGC","MajorGC","V8.GCScavenger","ParseAuthorStyleSheet"].includes(e.name)) by[e.name] = (by[e.name] ?? 0) + e.dur / 1000;
    const urls = [...new Set(inside.filter((e) => e.name === "FunctionCall" || e.name === "EvaluateScript" || e.name === "v8.evaluateModule" || e.name === "TimerFire" || e.name === "EventDispatch").map((e) => e.name + ":" + (e.args?.data?.url ?? "").replace(/^.*\//, "") + ":" + (e.args?.data?.lineNumber ?? "") + ":" + (e.args?.data?.functionName ?? e.args?.data?.type ?? "")))].slice(0, 8);
    console.log(Math.round((t.ts - nav) / 1000), "ms +", Math.round(t.dur / 1000), "|", top);
  }
  await context.close();
}
await browser.close(); await server.stop();
