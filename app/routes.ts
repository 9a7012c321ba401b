import { type RouteConfig, index, route } from "@react-router/dev/routes";

// One module per page serves both languages; the language is read from the path.
export default [
  index("routes/home.tsx", { id: "home-en" }),
  route("nl", "routes/home.tsx", { id: "home-nl" }),
  route("contact", "routes/contact.tsx", { id: "contact-en" }),
  route("nl/contact", "routes/contact.tsx", { id: "contact-nl" }),
  route("contact/sent", "routes/message-sent.tsx", { id: "message-sent-en" }),
  route("nl/contact/sent", "routes/message-sent.tsx", { id: "message-sent-nl" }),
  route("cookie-policy", "routes/cookie-policy.tsx", { id: "cookie-policy-en" }),
  route("nl/cookie-policy", "routes/cookie-policy.tsx", { id: "cookie-policy-nl" }),
  route("privacy-policy", "routes/privacy-policy.tsx", { id: "privacy-policy-en" }),
  route("nl/privacy-policy", "routes/privacy-policy.tsx", { id: "privacy-policy-nl" }),
  route("nl/*", "routes/not-found.tsx", { id: "not-found-nl" }),
  route("*", "routes/not-found.tsx", { id: "not-found-en" }),
] satisfies RouteConfig;
