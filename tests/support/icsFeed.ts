import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface IcsFeed {
  url: string;
  /** Requests answered so far. */
  requests: () => number;
  /** What the next requests get: a calendar, or an HTTP error status. */
  serve: (answer: string | number) => void;
  stop: () => Promise<void>;
}

/** A calendar's published address on loopback, as Google, Outlook or Apple serve one. */
export async function startIcsFeed(calendar: string): Promise<IcsFeed> {
  let answer: string | number = calendar;
  let requests = 0;
  const server = createServer((request, response) => {
    requests++;
    if (typeof answer === "number") {
      response.writeHead(answer).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/calendar/secret-4f9a/basic.ics`,
    requests: () => requests,
    serve: (next) => (answer = next),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
