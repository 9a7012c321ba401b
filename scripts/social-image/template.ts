// The 1200×630 social preview card, as an HTML page for Chromium to render.

export interface SocialCardText {
  productName: string;
  headline: string;
  subline: string;
  /** Standards shown as chips, the same in both languages. */
  standards: string[];
  origin: string;
  lang: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const shield = (size: number) => `
  <svg width="${size}" height="${size}" viewBox="0 0 28 28" aria-hidden="true">
    <path d="M14 2 4 6v7c0 6.2 4.2 11 10 13 5.8-2 10-6.8 10-13V6L14 2Z" fill="var(--color-brand-700)"/>
    <path d="m9 14.2 3.3 3.3L19.5 10" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
  </svg>`;

/** A stylised audit-progress panel: our product's idea in shapes, not a screenshot that ages. */
const progressPanel = `
  <div class="panel">
    ${[92, 76, 100, 58]
      .map(
        (percent, index) => `
      <div class="row">
        <span class="tick ${percent === 100 ? "done" : ""}"></span>
        <span class="label" style="width:${[150, 120, 170, 110][index]}px"></span>
        <span class="bar"><span style="width:${percent}%"></span></span>
      </div>`,
      )
      .join("")}
  </div>`;

export function socialCardHtml(text: SocialCardText, tokens: string, fontDataUrl: string): string {
  return `<!doctype html>
<html lang="${text.lang}">
<head>
<meta charset="utf-8">
<style>
  @font-face { font-family: "Inter Variable"; src: url(${fontDataUrl}) format("woff2"); font-weight: 100 900; }
  :root { ${tokens} }
  * { box-sizing: border-box; margin: 0; }
  html, body { width: 1200px; height: 630px; }
  body {
    font-family: "Inter Variable", sans-serif; color: var(--color-ink);
    background: var(--color-brand-50); display: grid; grid-template-columns: 1fr 420px;
    gap: 56px; padding: 72px 80px; position: relative; overflow: hidden;
  }
  body::after {
    content: ""; position: absolute; inset: auto 0 0 0; height: 12px; background: var(--color-brand-700);
  }
  .brand { display: flex; align-items: center; gap: 16px; font-size: 36px; font-weight: 700; letter-spacing: -0.02em; }
  h1 { margin-top: 56px; font-size: 64px; line-height: 1.08; font-weight: 700; letter-spacing: -0.03em; text-wrap: balance; }
  p { margin-top: 24px; font-size: 26px; line-height: 1.4; color: var(--color-ink-muted); max-width: 28ch; }
  .chips { display: flex; gap: 10px; margin-top: 36px; flex-wrap: wrap; }
  .chip { font-size: 18px; font-weight: 700; padding: 6px 14px; border-radius: 999px; border: 2px solid var(--color-brand-600); color: var(--color-brand-800); background: var(--color-surface); }
  .panel {
    align-self: center; background: var(--color-surface); border: 1px solid var(--color-line);
    border-radius: 20px; padding: 32px 28px; display: grid; gap: 26px; box-shadow: 0 12px 32px rgb(15 31 61 / 0.08);
  }
  .row { display: grid; grid-template-columns: 28px 1fr; grid-template-rows: auto auto; column-gap: 14px; row-gap: 10px; align-items: center; }
  .tick { grid-row: span 2; width: 28px; height: 28px; border-radius: 50%; border: 3px solid var(--color-brand-600); }
  .tick.done { background: var(--color-brand-600); }
  .label { height: 12px; border-radius: 6px; background: var(--color-line); }
  .bar { height: 10px; border-radius: 5px; background: var(--color-brand-100); overflow: hidden; }
  .bar span { display: block; height: 100%; background: var(--color-brand-600); border-radius: 5px; }
  .origin { position: absolute; left: 80px; bottom: 36px; font-size: 20px; color: var(--color-ink-muted); }
</style>
</head>
<body>
  <div>
    <div class="brand">${shield(56)}<span>${escapeHtml(text.productName)}</span></div>
    <h1>${escapeHtml(text.headline)}</h1>
    <p>${escapeHtml(text.subline)}</p>
    <div class="chips">${text.standards.map((s) => `<span class="chip">${escapeHtml(s)}</span>`).join("")}</div>
  </div>
  ${progressPanel}
  <div class="origin">${escapeHtml(text.origin)}</div>
</body>
</html>`;
}
