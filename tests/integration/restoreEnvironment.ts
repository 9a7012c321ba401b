import { afterAll } from "vitest";

// Integration files share their worker (vitest.config.ts: isolate): a file that sets a variable
// for the code it runs in-process (the function's cold start) must not hand it to the next file.
const before = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) {
    if (!(name in before)) Reflect.deleteProperty(process.env, name);
  }
  Object.assign(process.env, before);
});
