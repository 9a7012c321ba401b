import { describe, expect, it } from "vitest";
import {
  postJson,
  startApiServer,
  untilSettled,
  validMessage,
  type ApiServer,
} from "../../tests/support/apiServer";
import { cleanupAfterEach } from "../../tests/support/cleanupAfterEach";
import { databaseBackends } from "../../tests/support/databaseBackends";
import { smtpSink } from "../../tests/support/smtpSink";
import { webhookReceiver } from "../../tests/support/webhookReceiver";
import { auditMonths, noQualification } from "../../common/contact/qualification";

const cleanup = cleanupAfterEach();
const backends = databaseBackends("qualification");

/** Next month: its first day is at most five weeks off, within BOOKING_SOON_WEEKS' 6. */
const nextMonth = () => auditMonths(new Date().toISOString())[1] ?? "";

async function started<T extends { start: () => Promise<void>; stop: () => Promise<void> }>(
  part: Promise<T>,
): Promise<T> {
  const running = await part;
  await running.start();
  cleanup(() => running.stop());
  return running;
}

function postForm(server: ApiServer, body: string) {
  return fetch(server.url, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    body,
  });
}

/** The plain form's fields as the page names them, then the answers as its controls post them. */
function plainBody(answers: [string, string][]): string {
  const fields = Object.entries(validMessage()).filter(([name]) => name !== "timestamp");
  const params = new URLSearchParams(fields.map(([name, value]) => [name, String(value)]));
  params.set("lang", "nl");
  for (const [name, value] of answers) params.append(name, value);
  return params.toString();
}

describe.each(backends)("the two optional answers at the endpoint ($name)", ({ databaseUrl }) => {
  async function server(env: Record<string, string> = {}) {
    const running = await startApiServer({
      DATABASE_URL: await databaseUrl(),
      RATE_LIMITS: "off",
      ...env,
    });
    cleanup(() => running.close());
    return running;
  }

  it("are stored with the message and reach the inbox, the signed webhook, Slack and Teams, a close audit marked", async () => {
    const [inbox, hook, slack, teams] = [
      await started(smtpSink()),
      await started(webhookReceiver()),
      await started(webhookReceiver()),
      await started(webhookReceiver()),
    ];
    const api = await server({
      SMTP_URL: inbox.url,
      LEAD_WEBHOOKS: hook.entry,
      LEAD_SLACK_WEBHOOK_URL: slack.url,
      TEAMS_WEBHOOK_URL: teams.url,
    });
    const month = nextMonth();
    const body = validMessage({ standards: ["ifs", "brcgs"], nextAudit: month });
    const response = await postJson(api.url, body);
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect((await api.api.stores.messages.get(id))?.qualification).toEqual({
      standards: ["brcgs", "ifs"],
      nextAudit: month,
    });
    const jobs = await untilSettled(api, id);
    expect(jobs.map((job) => job.status)).toEqual(["sent", "sent", "sent", "sent"]);

    const mark = /audit (this month|in 1 week|in \d weeks), BRCGS, IFS/;
    const [mail] = inbox.mails;
    expect(mail?.headers.get("subject")).toMatch(mark);
    expect(mail?.text).toContain("Standards: BRCGS, IFS");

    const [request] = hook.requests;
    expect(request?.verified).toBe(true);
    expect(JSON.parse(request?.body ?? "{}").data).toMatchObject({
      id,
      standards: ["brcgs", "ifs"],
      nextAudit: month,
      auditInWeeks: expect.any(Number),
      auditSoon: true,
    });
    for (const chat of [slack, teams]) {
      const text = chat.requests[0]?.body ?? "";
      expect(text).toMatch(mark);
      expect(text).toContain("Standards: BRCGS, IFS");
    }
  });

  it("are not needed: a message without them is accepted as before, with empty answers", async () => {
    const hook = await started(webhookReceiver());
    const api = await server({ LEAD_WEBHOOKS: hook.entry });
    const response = await postJson(api.url, validMessage());
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect((await api.api.stores.messages.get(id))?.qualification).toEqual(noQualification);
    await untilSettled(api, id);
    expect(JSON.parse(hook.requests[0]?.body ?? "{}").data).toMatchObject({
      standards: [],
      nextAudit: null,
      auditInWeeks: null,
      auditSoon: false,
    });
  });

  it("refuse a value the form never offers under its field, in the visitor's language, storing nothing", async () => {
    const api = await server();
    const response = await postJson(
      api.url,
      validMessage({ standards: ["brcgs", "haccp"], nextAudit: "1999-01" }),
      { "Accept-Language": "nl" },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Verbeter de gemarkeerde velden.",
      errors: {
        standards: "Kies normen uit de lijst",
        nextAudit: "Kies een maand uit de lijst, of ‘Nog niet gepland’",
      },
    });
    expect(await api.api.stores.messages.list({})).toEqual([]);
  });

  it("come from the plain form's checkboxes and select, and a wrong one gets the refusal page", async () => {
    const api = await server();
    const sent = await postForm(
      api,
      plainBody([
        ["standards", "iso9001"],
        ["standards", "gmpplus"],
        ["nextAudit", "not-planned"],
      ]),
    );
    expect(sent.status).toBe(303);
    const [stored] = await api.api.stores.messages.list({});
    expect(stored?.qualification).toEqual({
      standards: ["gmpplus", "iso9001"],
      nextAudit: "not-planned",
    });

    const refused = await postForm(api, plainBody([["nextAudit", "someday"]]));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Kies een maand uit de lijst, of ‘Nog niet gepland’");
    expect(await api.api.stores.messages.list({})).toHaveLength(1);
  });
});
