import { describe, expect, it } from "vitest";
import { createLanguageMemory } from "./languageMemory";
import { memoryStorage } from "../../browser/testStorage";

const key = "auditready_language";

function setup(consented: boolean) {
  const local = memoryStorage();
  const session = memoryStorage();
  const consent = { preferences: consented };
  const memory = createLanguageMemory({
    key,
    local: local.storage,
    session: session.storage,
    mayRemember: () => consent.preferences,
  });
  return { memory, local, session, consent };
}

describe("language memory", () => {
  it("without preferences consent keeps the choice for the session only", () => {
    const { memory, local, session } = setup(false);
    memory.remember("nl");
    expect(session.values.get(key)).toBe("nl");
    expect(local.values.has(key)).toBe(false);
    expect(memory.recall()).toBe("nl");
  });

  it("with preferences consent remembers it beyond the session", () => {
    const { memory, local } = setup(true);
    memory.remember("nl");
    expect(local.values.get(key)).toBe("nl");
  });

  it("recalls a lasting choice in a new session only while consent holds", () => {
    const { memory, local, consent } = setup(true);
    local.values.set(key, "nl");
    expect(memory.recall()).toBe("nl");
    consent.preferences = false;
    expect(memory.recall()).toBeNull();
  });

  it("this session's choice wins over an older lasting one", () => {
    const { memory, local, session } = setup(true);
    local.values.set(key, "nl");
    session.values.set(key, "en");
    expect(memory.recall()).toBe("en");
  });

  it("consent given keeps this session's choice; withdrawn forgets the lasting one", () => {
    const { memory, local } = setup(false);
    memory.remember("nl");
    memory.applyConsent(true);
    expect(local.values.get(key)).toBe("nl");
    memory.applyConsent(false);
    expect(local.values.has(key)).toBe(false);
  });

  it("ignores a stored value that is not a language", () => {
    const { memory, session } = setup(true);
    session.values.set(key, "xx");
    expect(memory.recall()).toBeNull();
  });
});
