/** An API Gateway HTTP API request as the function receives it (payload format 2.0). */
export interface ApiGatewayRequest {
  method: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  sourceIp?: string;
}

/** The parts of the function's answer the tests read. */
export interface ApiGatewayResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

let requests = 0;

export function apiGatewayEvent({
  method,
  path = "/api/emailSender",
  headers = {},
  body,
  sourceIp = "198.51.100.20",
}: ApiGatewayRequest) {
  const domainName = "abc123.execute-api.eu-west-1.amazonaws.com";
  const requestId = `req-${++requests}`;
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath: path,
    rawQueryString: "",
    headers: Object.fromEntries(
      Object.entries({ host: domainName, ...headers }).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    ),
    requestContext: {
      accountId: "123456789012",
      apiId: "abc123",
      domainName,
      domainPrefix: "abc123",
      http: { method, path, protocol: "HTTP/1.1", sourceIp, userAgent: "integration-test" },
      requestId,
      routeKey: "$default",
      stage: "$default",
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body,
    isBase64Encoded: false,
  };
}
