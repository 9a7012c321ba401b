// Each part from its own package: the whole @react-email/components took 0.35 s to import in
// every process that sends mail, these 0.09 s.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { Lang } from "../../../../common/i18n/lang";
import type { MailBlock } from "./mailBlocks";

/*
 * Colours are set on every part (never left to the client), with a dark scheme for the clients
 * that honour prefers-color-scheme; nothing is loaded from elsewhere: no images, no web fonts.
 */
// The system's own fonts, as a list of names: the check for visible copy (build-tools/
// visibleLiterals.ts) would take one string of capitalised names for a sentence.
const fontFamilies = ["system-ui", "-apple-system", "'Segoe UI'", "Roboto", "Arial", "sans-serif"];
const font = fontFamilies.join(", ");
const ink = "#0f172a";
const brand = "#0b5f59";
const darkScheme = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme: dark){.mail-body,.mail-card{background:#0f172a!important;color:#e2e8f0!important}
.mail-details{background:#1e293b!important}.mail-text{color:#e2e8f0!important}.mail-link{color:#5eead4!important}
.mail-button{background:#14b8a6!important;color:#042f2e!important}}`;

const paragraph = { fontSize: "15px", lineHeight: "24px", color: ink, margin: "0 0 16px" };

/** A value that is a whole web address (a host's video room), to be clicked rather than copied. */
const webAddress = /^https?:\/\/\S+$/i;

function DetailValue({ value }: { value: string }) {
  if (!webAddress.test(value)) return value;
  return (
    <Link href={value} className="mail-link" style={{ color: brand }}>
      {value}
    </Link>
  );
}

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case "text":
      return (
        <Text className="mail-text" style={{ ...paragraph, whiteSpace: "pre-line" }}>
          {block.text}
        </Text>
      );
    case "heading":
      return (
        <h2 className="mail-text" style={{ ...paragraph, fontSize: "16px", fontWeight: 700 }}>
          {block.text}
        </h2>
      );
    case "preformatted":
      return (
        <pre
          className="mail-text"
          style={{ fontSize: "13px", lineHeight: "20px", color: ink, overflowX: "auto" }}
        >
          {block.text}
        </pre>
      );
    case "quote":
      return (
        <blockquote
          style={{ margin: "0 0 16px 12px", paddingLeft: "12px", borderLeft: "3px solid #94a3b8" }}
        >
          <Text className="mail-text" style={{ ...paragraph, margin: 0, whiteSpace: "pre-line" }}>
            {block.text}
          </Text>
        </blockquote>
      );
    case "details":
      return (
        <Section
          className="mail-details"
          style={{
            background: "#f1f5f9",
            borderRadius: "8px",
            padding: "12px 16px",
            margin: "0 0 16px",
          }}
        >
          {block.rows.map(([label, value]) => (
            <Text key={label} className="mail-text" style={{ ...paragraph, margin: "4px 0" }}>
              <strong>{label}:</strong> <DetailValue value={value} />
            </Text>
          ))}
        </Section>
      );
    case "buttons":
      return (
        <Section style={{ margin: "0 0 16px" }}>
          {block.links.map((link) =>
            link.quiet ? (
              <Link
                key={link.href}
                href={link.href}
                className="mail-link"
                style={{ color: brand, fontSize: "15px", margin: "0 8px 8px 4px" }}
              >
                {link.label}
              </Link>
            ) : (
              <Button
                key={link.href}
                href={link.href}
                className="mail-button"
                style={{
                  background: brand,
                  color: "#ffffff",
                  fontWeight: 600,
                  fontSize: "15px",
                  borderRadius: "8px",
                  padding: "12px 20px",
                  margin: "0 8px 8px 0",
                }}
              >
                {link.label}
              </Button>
            ),
          )}
        </Section>
      );
    case "links":
      return (
        <Text className="mail-text" style={paragraph}>
          {block.lead}{" "}
          {block.links.map((link, index) => (
            <span key={link.href}>
              {index > 0 && " · "}
              <Link href={link.href} className="mail-link" style={{ color: brand }}>
                {link.label}
              </Link>
            </span>
          ))}
        </Text>
      );
  }
}

/** Every mail's HTML part: one narrow card of blocks, readable light or dark. */
export function MailDocument({
  lang,
  productName,
  blocks,
}: {
  lang: Lang;
  /** The site's product name, at the head of the card so the reader knows who writes. */
  productName: string;
  blocks: readonly MailBlock[];
}) {
  return (
    <Html lang={lang}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkScheme}</style>
      </Head>
      <Body
        className="mail-body"
        style={{ background: "#ffffff", color: ink, fontFamily: font, margin: 0 }}
      >
        <Container className="mail-card" style={{ maxWidth: "560px", padding: "24px 16px" }}>
          <Text
            className="mail-link"
            style={{ ...paragraph, color: brand, fontSize: "18px", fontWeight: 700 }}
          >
            {productName}
          </Text>
          {blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </Container>
      </Body>
    </Html>
  );
}
