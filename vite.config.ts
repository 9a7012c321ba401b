import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Only SITE_* variables reach the browser bundle; server secrets (SMTP_URL, DATABASE_URL) never do.
export default defineConfig({
  envPrefix: ["SITE_"],
  plugins: [tailwindcss(), reactRouter()],
  build: { target: "es2022" },
});
