import { readFileSync } from "node:fs";

/** CPU seconds a process used so far (Linux), to judge results on a busy machine. */
export function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The server CPU each request took since `before`, as a report fragment ("" when unknown). */
export function cpuPerRequest(pid: number | undefined, before: number | null, requests: number) {
  const after = cpuSeconds(pid);
  if (before === null || after === null || requests === 0) return "";
  const ms = ((after - before) * 1000) / requests;
  return `; server CPU ${ms.toFixed(2)} ms per request (≈ ${Math.round(1000 / ms)}/s per free core)`;
}
