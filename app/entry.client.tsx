import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// React Router's default entry, except that hydration starts in a task of its own: evaluating
// React DOM and starting the root are each a long task on a slow phone, and back to back they
// are one twice as long (docs/decisions/0004). A message rather than a timer: it runs as soon as
// the thread is free, and a test that pauses the clock does not stall it.
const channel = new MessageChannel();
channel.port1.onmessage = hydrate;
channel.port2.postMessage(null);
