import type { RunningServer } from "../e2e/support/testServer";
import { postJson, validMessage } from "./apiServer";

/**
 * Sends up to `total` valid messages over `clients` parallel connections and SIGKILLs the server
 * once `killAfter` were acknowledged, so requests and deliveries are in flight when it dies.
 * Resolves, after the process has exited, with the ids of every message answered 200.
 */
export async function burstUntilKilled(
  server: RunningServer,
  { total, killAfter, clients }: { total: number; killAfter: number; clients: number },
): Promise<string[]> {
  const exited = new Promise((resolve) => server.process.once("exit", resolve));
  const accepted: string[] = [];
  let next = 0;
  let killed = false;
  const client = async () => {
    while (next < total) {
      const n = next++;
      try {
        const response = await postJson(
          `${server.baseURL}/api/emailSender`,
          validMessage({ message: `Burst message ${n}` }),
        );
        if (response.status === 200) accepted.push(((await response.json()) as { id: string }).id);
      } catch {
        // The process died with this request open: no 200, no promise made.
      }
      if (accepted.length >= killAfter && !killed) {
        killed = true;
        server.process.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  await exited;
  return accepted;
}
