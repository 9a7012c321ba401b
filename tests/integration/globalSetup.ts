import type { TestProject } from "vitest/node";
import { buildServerBundle } from "../support/serverBundle";
import { postgresStores } from "../support/stores";
import { createMigratedTemplate, startPostgresCluster } from "./postgresCluster";
import { launchRadicale } from "./radicaleServer";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** A cluster with the run's migrated template, from which each test's database is copied. */
async function startMigratedCluster() {
  const cluster = await startPostgresCluster();
  await createMigratedTemplate(cluster.url, async (url) =>
    (await postgresStores(url)).engine.close(),
  );
  return cluster;
}

/** Once per run: one PostgreSQL cluster, one Radicale, one bundle of the server and its commands. */
export default async function setup(project: TestProject) {
  const [cluster, radicale, bundle] = await Promise.all([
    startMigratedCluster(),
    launchRadicale(),
    buildServerBundle(),
  ]);
  project.provide("postgresUrl", cluster.url);
  project.provide("radicale", {
    origin: radicale.origin,
    username: radicale.username,
    password: radicale.password,
  });
  project.provide("serverBundleDir", bundle.dir);
  return async () => {
    await Promise.all([cluster.stop(), radicale.stop()]);
    bundle.remove();
  };
}
