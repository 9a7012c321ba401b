import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { parseHttpEquivHeaders } from "@mdn/mdn-http-observatory/src/retriever/utils.js";
import { Requests } from "@mdn/mdn-http-observatory/src/types.js";

/** A response as the Observatory's retriever records it (axios-shaped, lower-case header names). */
export interface ObservedResponse {
  url: URL;
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The request's own headers, for the CORS test (it compares Origin with the answer). */
  requestHeaders?: Record<string, string>;
}

export interface Retrieval {
  hostname: string;
  /** The page fetched over HTTPS. */
  https: ObservedResponse;
  /** Every hop of `http://hostname/`, redirects followed: its last entry is where it ends. */
  httpRoute: ObservedResponse[];
  /** The answer to a CORS preflight of the HTTPS page. */
  cors: ObservedResponse;
}

export interface Grade {
  grade: string;
  score: number;
  /** Each test's outcome, by test name, for a readable failure. */
  results: Record<string, string | null>;
}

/**
 * The Observatory reads its HSTS preload list from a data file its install script downloads; the
 * install script is not allowed to run here (package.json allowScripts). An empty list stands in:
 * our host is on no preload list, so the grade is the one the headers alone earn.
 */
function ensurePreloadListStandIn(): void {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));
  const file = path.join(packageDir, "conf", "hsts-preload.json");
  if (!existsSync(file)) writeFileSync(file, "{}\n");
}

function asAxios(response: ObservedResponse) {
  return {
    status: response.status,
    headers: response.headers,
    data: response.body,
    config: { url: response.url.href },
    request: { headers: response.requestHeaders ?? {} },
    // TLS ends at the proxy, which holds a valid certificate in a real deployment.
    verified: true,
  };
}

/** The retrieval object the Observatory's scanner builds, from responses we fetched ourselves. */
function requestsFrom(retrieval: Retrieval): Requests {
  const requests = new Requests(retrieval.hostname);
  const lastHttp = retrieval.httpRoute.at(-1) ?? retrieval.https;
  const auto = {
    ...asAxios(retrieval.https),
    httpEquiv: parseHttpEquivHeaders(retrieval.https.body, retrieval.https.url.href),
  };
  const route = retrieval.httpRoute.map((hop) => ({ url: hop.url, status: hop.status }));
  requests.responses.auto = auto;
  requests.responses.https = asAxios(retrieval.https);
  requests.responses.http = asAxios(lastHttp);
  requests.responses.httpRedirects = route;
  requests.responses.httpsRedirects = route;
  requests.responses.cors = asAxios(retrieval.cors);
  requests.resources.path = retrieval.https.body;
  requests.session = { url: retrieval.https.url, jar: null };
  return requests;
}

/** The Observatory's own tests and grading, as its `scan()` applies them after retrieving. */
export function observatoryGrade(retrieval: Retrieval): Grade {
  ensurePreloadListStandIn();
  const requests = requestsFrom(retrieval);
  const outputs = ALL_TESTS.map((test) => test(requests));
  let withExtraCredit = 100;
  let uncurved = 100;
  const results: Record<string, string | null> = {};
  ALL_TESTS.forEach((test, index) => {
    const output = outputs[index];
    if (!output) return;
    results[test.name] = output.result;
    if (!output.result) return;
    const modifier = getScoreModifier(output.result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  });
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
  return { ...getGradeForScore(score), results };
}
