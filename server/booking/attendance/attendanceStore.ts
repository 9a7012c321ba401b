import type { Storage } from "../../storage/storage";
import {
  recordAttendance,
  type AttendanceResult,
  type RecordAttendance,
} from "./attendanceStatements";

/** What attendance writes: whether an ended demo took place (docs/decisions/0853-attendance.md). */
export interface AttendanceStore {
  /**
   * Records whether an ended demo took place, once, with its outbox jobs in one transaction; a
   * cancelled demo or one not ended is refused, a second recording changes nothing.
   */
  recordAttendance(request: RecordAttendance): Promise<AttendanceResult>;
}

export const attendanceStore = (engine: Storage): AttendanceStore => ({
  recordAttendance: (request) => engine.transaction(recordAttendance(request)),
});
