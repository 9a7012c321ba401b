import { defineCopy } from "../../common/i18n/translate";

/** The pages the summary's links open, in the team's language (no scripts needed). */
export const heldActionPageCopy = defineCopy(
  {
    from: "From {name}, {company} <{email}>, received {when} UTC. Held because {reason}.",
    releaseTitle: "Release this held message",
    releaseQuestion:
      "Deliver this message as usual? The team's inbox and every connected tool (webhooks, Slack, Teams) get it now, as if it had never been held; with demo bookings on, the visitor is also mailed a link to book one.",
    releaseButton: "Release and deliver",
    releaseDone:
      "The message from {name} ({company}) is released: it is on its way to the inbox and the connected tools.",
    releaseAlready:
      "The message from {name} ({company}) was already released; nothing has been changed.",
    blockAddressTitle: "Block this address",
    blockAddressQuestion:
      "Put {email} on the blocklist? Its messages are then held and left out of these summaries, on every server at once. This message stays undelivered.",
    blockAddressButton: "Block {email}",
    blockAddressDone:
      "{email} is on the blocklist now. To undo it: npm run leads -- block remove {email}",
    blockAddressAlready: "{email} was already on the blocklist; nothing has been changed.",
    blockDomainTitle: "Block this domain",
    blockDomainQuestion:
      "Put {domain} on the blocklist? Messages from every address at {domain} (and its subdomains) are then held and left out of these summaries, on every server at once. This message stays undelivered.",
    blockDomainButton: "Block {domain}",
    blockDomainDone:
      "{domain} is on the blocklist now. To undo it: npm run leads -- block remove {domain}",
    blockDomainAlready: "{domain} was already on the blocklist; nothing has been changed.",
    doneTitle: "Done",
    alreadyTitle: "Already done",
    invalidTitle: "This link is not valid",
    invalid:
      "The link may be incomplete or changed; nothing has been changed. Please use the links in the latest summary mail.",
    expiredTitle: "This link has expired",
    expired:
      "The links in a summary work for {days} days; nothing has been changed. The latest summary or the weekly report has fresh links, and npm run leads -- list --status held shows what waits.",
    unknownTitle: "This message is no longer stored",
    unknown:
      "It was deleted after the retention period or at the sender's request; nothing has been changed.",
    unavailableTitle: "This is not possible right now",
    unavailable: "Nothing has been changed. Please try again in a few minutes.",
    unreadableTitle: "This request could not be read",
    unreadable:
      "Nothing has been changed: the request did not come from this page's form. Please open the link from the mail again.",
  },
  {
    nl: {
      from: "Van {name}, {company} <{email}>, ontvangen {when} UTC. Vastgehouden omdat {reason}.",
      releaseTitle: "Dit vastgehouden bericht vrijgeven",
      releaseQuestion:
        "Dit bericht gewoon afleveren? De inbox van het team en elke gekoppelde tool (webhooks, Slack, Teams) krijgen het nu, alsof het nooit was vastgehouden; als demo-afspraken aan staan, krijgt de bezoeker ook een link om er een te boeken.",
      releaseButton: "Vrijgeven en afleveren",
      releaseDone:
        "Het bericht van {name} ({company}) is vrijgegeven: het is onderweg naar de inbox en de gekoppelde tools.",
      releaseAlready:
        "Het bericht van {name} ({company}) was al vrijgegeven; er is niets gewijzigd.",
      blockAddressTitle: "Dit adres blokkeren",
      blockAddressQuestion:
        "{email} op de blokkeerlijst zetten? De berichten van dit adres worden dan vastgehouden en in deze overzichten weggelaten, op alle servers tegelijk. Dit bericht blijft onafgeleverd.",
      blockAddressButton: "{email} blokkeren",
      blockAddressDone:
        "{email} staat nu op de blokkeerlijst. Ongedaan maken: npm run leads -- block remove {email}",
      blockAddressAlready: "{email} stond al op de blokkeerlijst; er is niets gewijzigd.",
      blockDomainTitle: "Dit domein blokkeren",
      blockDomainQuestion:
        "{domain} op de blokkeerlijst zetten? Berichten van elk adres bij {domain} (en subdomeinen) worden dan vastgehouden en in deze overzichten weggelaten, op alle servers tegelijk. Dit bericht blijft onafgeleverd.",
      blockDomainButton: "{domain} blokkeren",
      blockDomainDone:
        "{domain} staat nu op de blokkeerlijst. Ongedaan maken: npm run leads -- block remove {domain}",
      blockDomainAlready: "{domain} stond al op de blokkeerlijst; er is niets gewijzigd.",
      doneTitle: "Gedaan",
      alreadyTitle: "Al gedaan",
      invalidTitle: "Deze link is niet geldig",
      invalid:
        "De link is misschien onvolledig of gewijzigd; er is niets gewijzigd. Gebruik de links in de laatste overzichtsmail.",
      expiredTitle: "Deze link is verlopen",
      expired:
        "De links in een overzicht werken {days} dagen; er is niets gewijzigd. Het laatste overzicht of het weekoverzicht heeft nieuwe links, en npm run leads -- list --status held toont wat er wacht.",
      unknownTitle: "Dit bericht is niet meer opgeslagen",
      unknown:
        "Het is verwijderd na de bewaartermijn of op verzoek van de afzender; er is niets gewijzigd.",
      unavailableTitle: "Dit is nu niet mogelijk",
      unavailable: "Er is niets gewijzigd. Probeer het over een paar minuten opnieuw.",
      unreadableTitle: "Deze aanvraag kon niet worden gelezen",
      unreadable:
        "Er is niets gewijzigd: de aanvraag kwam niet van het formulier op deze pagina. Open de link uit de mail opnieuw.",
    },
  },
);
