import { messageRetention } from "../contact/messageRetention";
import { teamJobsRetention, type RetentionSweep } from "../delivery/retention";
import { proofRetention } from "../screening/proofRetention";
import type { Stores } from "./stores";
import { visitRetention } from "../visits/visitRetention";

/** What each feature deletes once past its retention, registered once for every host's sweep. */
export const retentionSweeps = (storage: Stores, retentionDays: number): RetentionSweep[] => [
  messageRetention(storage, retentionDays),
  proofRetention(storage),
  visitRetention(storage),
  teamJobsRetention(storage),
];
