import { describe, expect, it } from "vitest";
import {
  checkReactRouterVersion,
  installedReactRouter,
  supportedReactRouter,
} from "./reactRouterVersion";

describe("checkReactRouterVersion", () => {
  it("lets the build through on the installed React Router", () => {
    expect(Object.values(installedReactRouter())).toEqual([
      expect.stringMatching(new RegExp(`^${supportedReactRouter}\\.`)),
      expect.stringMatching(new RegExp(`^${supportedReactRouter}\\.`)),
    ]);
    expect(() => checkReactRouterVersion()).not.toThrow();
  });

  it("fails the build on another release, naming the package and what to check", () => {
    const check = () =>
      checkReactRouterVersion({ "react-router": "7.18.4", "@react-router/dev": "7.19.0" });
    expect(check).toThrow(/written for React Router 7\.18\.x, but @react-router\/dev 7\.19\.0/);
    expect(check).toThrow(/supportedReactRouter in build-tools\/reactRouterVersion\.ts/);
  });

  it("does not take 7.1.x for 7.18.x", () => {
    expect(() => checkReactRouterVersion({ "react-router": "7.1.8" })).toThrow(
      /react-router 7\.1\.8/,
    );
  });
});
