import { messageRetention } from "../contact/messageRetention";
import { teamJobsRetention, type RetentionSweep } from "../delivery/retention";
import { featureModules } from "./featureModules";
import type { Stores } from "./stores";

/** What each feature deletes once past its retention, registered once for every host's sweep. */
export const retentionSweeps = (storage: Stores, retentionDays: number): RetentionSweep[] => [
  messageRetention(storage, retentionDays),
  ...featureModules.flatMap((module) => (module.retention ? [module.retention(storage)] : [])),
  teamJobsRetention(storage),
];
