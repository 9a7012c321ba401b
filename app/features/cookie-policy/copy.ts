import { defineCopy } from "../../../common/i18n/translate";

export const cookiePolicyCopy = defineCopy(
  {
    metaTitle: "Cookie policy – {product}",
    metaDescription: "Which cookies we use, why, and how long they last.",
    heading: "Cookie policy",
    backHome: "Back to home",
    intro:
      "We want you to know exactly what this site stores in your browser and why. Only what the site needs to work is used without your permission; everything else waits for your choice.",
    openSettings: "Open cookie settings",
    statusHeading: "Your current choices",
    statusLoading: "Checking…",
    enabled: "Enabled",
    disabled: "Disabled",
    analytics: "Analytics",
    marketing: "Marketing",
    preferences: "Preferences",
    resetChoices: "Reset cookie choices",
    resetDone: "Your cookie choices have been reset. Please choose again in the banner.",
    whatHeading: "What cookies and local storage are",
    whatText:
      "Cookies and local storage are small pieces of information a website keeps in your browser. We store your cookie choice in local storage under the name {key}, so that we do not have to ask again on every page.",
    categoriesHeading: "The categories we use and how long they last",
    essentialText:
      "Essential: needed for the site to work and to remember your cookie choice. They cannot be switched off and last for the session or up to 1 year.",
    analyticsText:
      "Analytics: help us understand how visitors use the site. They are kept for up to 2 years (about 26 months).",
    firstTouchText:
      "With analytics permission we also keep, under the name {key}, the campaign and first page of your first visit, so that a message you send later tells us which campaign brought you. It lasts as long as your cookie choice and is deleted as soon as you withdraw analytics permission.",
    marketingText:
      "Marketing: let us measure our campaigns and show you relevant advertising elsewhere. They are kept for up to 1 year.",
    preferencesText:
      "Preferences: remember your settings, such as your language, for your next visit. They are kept for up to 1 year. Without this permission we remember your language only until you close the browser tab.",
    servicesNone:
      "At the moment no analytics or marketing services are active on this site. If we add one, it will only load after you allow its category, and it is removed with its cookies as soon as you withdraw your permission.",
    servicesActive:
      "Analytics and marketing services only load after you allow their category, and they are removed with their cookies as soon as you withdraw your permission.",
    contactHeading: "The contact form",
    contactText:
      "When you send us a message through the contact form, we keep what you sent for up to 3 years. We use a third-party email service to deliver contact form messages to our team. With your message we also record which campaign and website brought you to us (see the privacy policy); nothing is stored in your browser for that.",
    visitsHeading: "Anonymous visit counts",
    visitsText:
      "Without cookies and without your permission, we count how often each page is viewed: per day, page and language, one number, and nothing else. No cookie, no local storage, no IP address, no browser details and no identifier are used or kept, and a count is never linked to a message you send. This is anonymous statistics with little or no impact on your privacy, so it needs no permission. We keep the counts for at most 25 months.",
    changeHeading: "Changing your mind",
    changeText:
      "You can change or withdraw your permission at any time with the button above or the Cookie settings link at the bottom of every page. You can also delete cookies and local storage in your browser settings.",
  },
  {
    metaTitle: "Cookiebeleid – {product}",
    metaDescription: "Welke cookies wij gebruiken, waarom en hoe lang ze bewaard blijven.",
    heading: "Cookiebeleid",
    backHome: "Terug naar de startpagina",
    intro:
      "Wij willen dat u precies weet wat deze site in uw browser opslaat en waarom. Zonder uw toestemming gebruiken we alleen wat de site nodig heeft om te werken; al het andere wacht op uw keuze.",
    openSettings: "Cookie-instellingen openen",
    statusHeading: "Uw huidige keuzes",
    statusLoading: "Bezig met controleren…",
    enabled: "Ingeschakeld",
    disabled: "Uitgeschakeld",
    analytics: "Analytisch",
    marketing: "Marketing",
    preferences: "Voorkeuren",
    resetChoices: "Cookiekeuzes opnieuw instellen",
    resetDone: "Uw cookiekeuzes zijn gewist. Maak opnieuw een keuze in de melding.",
    whatHeading: "Wat cookies en lokale opslag zijn",
    whatText:
      "Cookies en lokale opslag zijn kleine stukjes informatie die een website in uw browser bewaart. Uw cookiekeuze bewaren we in de lokale opslag onder de naam {key}, zodat we die niet op elke pagina opnieuw hoeven te vragen.",
    categoriesHeading: "De categorieën die wij gebruiken en hoe lang ze blijven",
    essentialText:
      "Noodzakelijk: nodig om de site te laten werken en uw cookiekeuze te onthouden. Deze kunt u niet uitschakelen; ze blijven voor de duur van de sessie of maximaal 1 jaar.",
    analyticsText:
      "Analytisch: helpen ons begrijpen hoe bezoekers de site gebruiken. Ze worden maximaal 2 jaar (ongeveer 26 maanden) bewaard.",
    firstTouchText:
      "Met toestemming voor analytische cookies bewaren we onder de naam {key} ook de campagne en de eerste pagina van uw eerste bezoek, zodat een bericht dat u later stuurt laat zien via welke campagne u bij ons kwam. Dit blijft bewaard zolang uw cookiekeuze geldt en wordt verwijderd zodra u uw toestemming voor analytische cookies intrekt.",
    marketingText:
      "Marketing: laten ons onze campagnes meten en u elders relevante advertenties tonen. Ze worden maximaal 1 jaar bewaard.",
    preferencesText:
      "Voorkeuren: onthouden uw instellingen, zoals uw taal, voor uw volgende bezoek. Ze worden maximaal 1 jaar bewaard. Zonder deze toestemming onthouden we uw taal alleen tot u het browsertabblad sluit.",
    servicesNone:
      "Op dit moment zijn er op deze site geen analytische of marketingdiensten actief. Voegen we er een toe, dan wordt die pas geladen nadat u de categorie toestaat, en verwijderd met de bijbehorende cookies zodra u uw toestemming intrekt.",
    servicesActive:
      "Analytische en marketingdiensten worden pas geladen nadat u hun categorie toestaat, en met hun cookies verwijderd zodra u uw toestemming intrekt.",
    contactHeading: "Het contactformulier",
    contactText:
      "Als u ons een bericht stuurt via het contactformulier, bewaren we wat u heeft verstuurd maximaal 3 jaar. Voor het bezorgen van die berichten bij ons team gebruiken we een externe e-maildienst. Bij uw bericht leggen we ook vast via welke campagne en website u bij ons kwam (zie het privacybeleid); daarvoor wordt niets in uw browser opgeslagen.",
    visitsHeading: "Anonieme bezoekersaantallen",
    visitsText:
      "Zonder cookies en zonder uw toestemming tellen we hoe vaak elke pagina wordt bekeken: per dag, pagina en taal één getal, en verder niets. Er wordt geen cookie, geen lokale opslag, geen IP-adres, geen browsergegeven en geen kenmerk gebruikt of bewaard, en een telling wordt nooit gekoppeld aan een bericht dat u ons stuurt. Dit zijn anonieme statistieken met weinig of geen gevolgen voor uw privacy; daarvoor is geen toestemming nodig. We bewaren de tellingen maximaal 25 maanden.",
    changeHeading: "Van gedachten veranderen",
    changeText:
      "U kunt uw toestemming altijd wijzigen of intrekken met de knop hierboven of via de link Cookie-instellingen onderaan elke pagina. U kunt cookies en lokale opslag ook verwijderen in de instellingen van uw browser.",
  },
);
