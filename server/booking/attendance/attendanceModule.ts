// Attendance as the host registers it: its step of the schema and its store; its routes and
// renderings are booking's (server/booking/bookingFeature.ts).
import { featureModule } from "../../featureKit/featureModule";
import { attendanceMigrations } from "./attendanceStatements";
import { attendanceStore } from "./attendanceStore";

export const attendanceModule = featureModule({
  migrations: attendanceMigrations,
  store: attendanceStore,
});
