import { cors } from "hono/cors";
import { originAllowed } from "../../http/origin";

/**
 * Lets the picker on a site served from another origin (a static host in front of the function)
 * read the booking answers, for the same origins the contact endpoint accepts. The capability
 * is what protects a booking; CORS only decides which pages may read the answer.
 */
export const bookingCors = (allowedOrigins: readonly string[]) =>
  cors({
    origin: (origin, c) =>
      originAllowed(origin, c.req.header("Host"), allowedOrigins) ? origin : null,
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["Content-Type", "Accept"],
    maxAge: 600,
  });
