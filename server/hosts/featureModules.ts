// The server's feature modules, one line each: `export { <module> as <name> } from "<its file>"`.
// A feature with its own tables, store, commands, routes, periodic jobs, mails or sweep is
// registered by its line here (docs/decisions/0624, 0625-stores-keyed-by-owner.md); its store is
// then `stores.<name>`. Two modules cannot share a name (a module exports a name once). The host
// takes them in the order of their names (./modules.ts).
export { attendanceModule as attendance } from "../booking/attendance/attendanceModule";
export { bookingModule as booking } from "../booking/bookingModule";
export { funnelModule as funnel } from "../funnel/funnelModule";
export { reviewModule as review } from "../review/reviewModule";
export { visitsModule as visits } from "../visits/visitsModule";
