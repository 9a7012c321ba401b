import { defineCopy } from "../../../common/i18n/translate";

export const privacyPolicyCopy = defineCopy(
  {
    metaTitle: "Privacy policy – {product}",
    metaDescription:
      "What personal data we collect on the {product} website, why, on what legal basis, how long we keep it and what your rights are.",
    heading: "Privacy policy",
    intro:
      "{company} (“we”, “us”) runs this website and the {product} platform. This policy explains what personal data we process when you visit the site or contact us, why we do so, on what legal basis, and which rights you have. For this processing we are the controller under the EU General Data Protection Regulation (GDPR).",
    introScope:
      "This policy covers this website. Data that customers store in the {product} platform is processed under the agreement and the data processing agreement we make with each customer.",
    contents: "Contents",

    collectedHeading: "Data we collect",
    collectedIntro: "We collect only what we need to run this website and to answer you:",
    collectedFormTerm: "When you use the contact form:",
    collectedFormText:
      "your first and last name, email address, company, phone number (optional), your message and the time you sent it.",
    collectedBookingTerm: "When you book a demo:",
    collectedBookingText:
      "the time you chose and your time zone. The demo is added to our team’s calendar with your name, company and email address, and we send you an invitation by email.",
    collectedConfirmTerm: "When we ask you to confirm a demo time by email:",
    collectedConfirmText:
      "sometimes we send you one email with a link to confirm the time you chose before the demo is booked: when you book without scripts enabled in your browser, when you use a free or disposable email address, or when many bookings arrive at once. Until you confirm, the time is reserved for you but not yet in our team’s calendar; if you do not confirm within the time the email states, the reservation lapses and the time is offered to others again.",
    collectedCheckTerm: "The check against automated messages:",
    collectedCheckText:
      "when you start filling in the contact form, your browser solves a small computation set by our server and sends the result with your message. It shows us that the message comes from a browser, not from a script sending messages in bulk. It runs in the background without a puzzle, sets no cookie, involves no third party and stores nothing on your device. A message without a valid result is not refused: our team reviews it first.",
    collectedTechnicalTerm: "When you visit the site:",
    collectedTechnicalText:
      "technical data that every browser sends, such as your IP address, browser type, the page requested and the time of the request.",
    collectedSourceTerm: "How you found us:",
    collectedSourceText:
      "with your message we record how you reached our site: the campaign details in the address of the page (such as utm_source and utm_campaign), the page where your visit started, and the website that referred you (only its address, such as https://www.linkedin.com, never the page itself). If you allow analytics cookies, also the campaign and first page of your first visit, which your browser keeps in its local storage for as long as that permission lasts.",
    collectedConsentTerm: "Your cookie choices:",
    collectedConsentText:
      "a record of the categories you accepted or rejected and when you chose, kept in your browser’s local storage. It is not sent to us.",
    collectedLanguageTerm: "Your language choice:",
    collectedLanguageText:
      "remembered in your browser if you allow preference cookies, otherwise only for the current browser session.",
    collectedNothingElse:
      "We do not ask for special categories of personal data, such as health data; please leave them out of your message. Analytics and marketing cookies are only used if you allow them.",
    cookiePolicyLink:
      "Read the cookie policy for every cookie category and how to change your choice",

    useHeading: "How we use your data",
    useReply: "To answer your question or demo request and to follow up on it.",
    useRecord:
      "To keep a record of our contact with your company, so that whoever continues the conversation knows what was said before.",
    useSource:
      "To learn which campaigns and websites bring us enquiries, so that we spend our marketing where it helps.",
    useOperate:
      "To deliver this website, keep it secure, protect the contact form against abuse and fix faults.",
    useConsent: "To respect your cookie choices and to be able to show that we do.",
    useNot:
      "We do not sell your data, we do not use it for profiling or automated decisions, and we do not add you to a mailing list without your separate permission.",

    basisHeading: "Legal basis under the GDPR",
    basisIntro: "For each use we rely on one of the grounds in Article 6(1) of the GDPR:",
    basisReplyTerm: "Answering your message or demo request:",
    basisReplyText:
      "steps taken at your request before entering into a contract (Article 6(1)(b)) and our legitimate interest in responding to business enquiries (Article 6(1)(f)).",
    basisRecordTerm: "Keeping a record of our contact:",
    basisRecordText:
      "our legitimate interest in managing our business relationships (Article 6(1)(f)).",
    basisSourceTerm: "Recording how you found us:",
    basisSourceText:
      "our legitimate interest in knowing which of our campaigns work (Article 6(1)(f)); for the details of your first visit kept in your browser, your consent (Article 6(1)(a)).",
    basisTechnicalTerm: "Technical data and security:",
    basisTechnicalText:
      "our legitimate interest in a working and secure website (Article 6(1)(f)).",
    basisConsentTerm: "Your cookie choices:",
    basisConsentText:
      "our legal obligation to respect consent and to be able to demonstrate it (Article 6(1)(c) with Article 7(1) GDPR and Article 11.7a of the Dutch Telecommunications Act).",
    basisOptionalTerm: "Analytics, marketing and preference cookies:",
    basisOptionalText:
      "your consent (Article 6(1)(a)). You can withdraw it at any time in the cookie settings; this does not affect processing that took place before.",
    basisBalance:
      "Where we rely on our legitimate interest, we have weighed it against your interests and rights. You can object to it at any time (see Your rights).",

    sharingHeading: "Who we share data with",
    sharingIntro:
      "We share personal data only with service providers that process it on our behalf. A data processing agreement (Article 28 GDPR) binds each of them to our instructions and to confidentiality:",
    sharingEmailTerm: "Our email service:",
    sharingEmailText:
      "delivers messages from the contact form to our team, and our replies and demo invitations to you.",
    sharingHostingTerm: "Our hosting provider:",
    sharingHostingText:
      "runs the servers that deliver this website and store contact form messages.",
    sharingCalendarTerm: "Our calendar service:",
    sharingCalendarText:
      "when you book a demo, it receives the booking (the time, your name, company and email address), because the demo is put in our team’s calendar there. Where this website only reads our calendar’s busy times, the calendar service receives nothing about you: the booking reaches our team by email, through our email service.",
    sharingOther:
      "We disclose personal data to others only when the law requires it, for example under a court order. We never sell personal data.",

    retentionHeading: "How long we keep data",
    retentionFormTerm: "Contact form messages:",
    retentionFormText:
      "up to 3 years after our last contact with you, so that we can pick up an earlier conversation; then we delete them. You can ask us to delete them sooner.",
    retentionBookingTerm: "Demo bookings:",
    retentionBookingText:
      "as long as the message they belong to, and deleted with it; the event in our team’s calendar stays as a record of the meeting, like any other appointment.",
    retentionTechnicalTerm: "Technical data:",
    retentionTechnicalText:
      "only as long as needed to deliver and secure the site, and no longer than 90 days.",
    retentionConsentTerm: "Your cookie choices:",
    retentionConsentText:
      "in your browser until you change or clear them. After {consentDays} days we ask you again.",
    retentionLanguageTerm: "Your language choice:",
    retentionLanguageText:
      "in your browser for up to 1 year if you allowed preference cookies, otherwise until you close the browser.",

    rightsHeading: "Your rights",
    rightsIntro: "Under the GDPR you have the following rights:",
    rightsAccessTerm: "Access:",
    rightsAccessText: "ask which personal data we hold about you and receive a copy.",
    rightsRectificationTerm: "Rectification:",
    rightsRectificationText: "have incorrect or incomplete data corrected.",
    rightsErasureTerm: "Erasure:",
    rightsErasureText:
      "have your data deleted, for example when we no longer need it or you withdraw your consent.",
    rightsRestrictionTerm: "Restriction:",
    rightsRestrictionText:
      "have us stop using your data for the time being, for example while we check a correction you asked for.",
    rightsPortabilityTerm: "Data portability:",
    rightsPortabilityText:
      "receive the data you gave us in a structured, machine-readable format, or have it sent to another organisation.",
    rightsObjectionTerm: "Objection:",
    rightsObjectionText:
      "object to processing based on our legitimate interest; to direct marketing you can object at any time.",
    rightsWithdrawTerm: "Withdrawing consent:",
    rightsWithdrawText: "withdraw consent you gave at any time, with effect for the future.",
    rightsHow:
      "To use a right, email us at {email}. Using your rights is free. We answer within one month and may ask you to confirm your identity first.",
    rightsComplaint:
      "If you are not satisfied with how we handle your personal data, you have the right to lodge a complaint with the Dutch data protection authority, the Autoriteit Persoonsgegevens, or with the authority in the EU country where you live or work.",
    authorityLink: "Website of the Autoriteit Persoonsgegevens",
    authorityUrl: "https://www.autoriteitpersoonsgegevens.nl/en",

    securityHeading: "Security",
    securityMeasures:
      "We protect personal data with measures that fit the risk: all traffic to this site is encrypted (HTTPS), the site sends strict security headers, contact form messages are stored on servers with restricted access, and only the people who need a message to answer you can read it. Our platform is designed with ISO 27001 in mind.",
    securityBreach:
      "If a data breach is likely to put your rights at risk, we report it to the Autoriteit Persoonsgegevens within 72 hours and inform you where the law requires it.",

    transfersHeading: "International transfers",
    transfersEea:
      "We store and process personal data within the European Economic Area (EEA) wherever we can.",
    transfersSafeguards:
      "If a service provider processes data outside the EEA, we only allow it with the safeguards of the GDPR (Articles 45 and 46): an adequacy decision of the European Commission, such as the EU–US Data Privacy Framework for certified companies, or the Commission’s Standard Contractual Clauses with additional measures where needed. You can ask us for a copy of these safeguards.",

    contactHeading: "Contact",
    contactIntro: "The controller for the processing described in this policy is:",
    contactRegister: "Chamber of Commerce (KvK) number: {register}",
    contactVat: "VAT number: {vat}",
    contactEmail: "Email:",
    contactPhone: "Phone:",
    contactQuestions:
      "For questions about this policy or about your personal data, please write to us at the email address above.",

    visitCountsHeading: "Anonymous visit counts",
    visitCountsText:
      "We count how often each page of this website is viewed, per day, page and language. Each count is a single number: we do not record your IP address, your browser, an identifier or anything else about you, we use no cookie and store nothing on your device for it, and a count is never linked to a message you send or to any other data.",
    visitCountsBasis:
      "Because these counts are anonymous statistics with little or no impact on your privacy, they need no permission (article 11.7a of the Dutch Telecommunications Act). We keep them for at most 25 months.",

    changesHeading: "Changes to this policy",
    changesText:
      "We update this policy when our processing or the law changes. The date at the top shows when it was last updated. If a change affects how we use data you have already given us, we tell you before it takes effect.",
  },
  {
    metaTitle: "Privacybeleid – {product}",
    metaDescription:
      "Welke persoonsgegevens wij via de website van {product} verwerken, waarom, op welke grondslag, hoe lang we ze bewaren en welke rechten u heeft.",
    heading: "Privacybeleid",
    intro:
      "{company} (‘wij’) beheert deze website en het {product}-platform. In dit privacybeleid leest u welke persoonsgegevens wij verwerken als u de website bezoekt of contact met ons opneemt, waarom we dat doen, op welke grondslag en welke rechten u heeft. Voor deze verwerking zijn wij de verwerkingsverantwoordelijke in de zin van de Algemene verordening gegevensbescherming (AVG).",
    introScope:
      "Dit beleid gaat over deze website. Gegevens die klanten in het {product}-platform vastleggen, verwerken wij volgens de overeenkomst en de verwerkersovereenkomst die we met elke klant sluiten.",
    contents: "Inhoud",

    collectedHeading: "Welke gegevens wij verzamelen",
    collectedIntro:
      "Wij verzamelen alleen wat nodig is om deze website te laten werken en u te antwoorden:",
    collectedFormTerm: "Als u het contactformulier gebruikt:",
    collectedFormText:
      "uw voor- en achternaam, e-mailadres, bedrijf, telefoonnummer (optioneel), uw bericht en het tijdstip waarop u het verstuurde.",
    collectedBookingTerm: "Als u een demo boekt:",
    collectedBookingText:
      "het gekozen moment en uw tijdzone. De demo komt met uw naam, bedrijf en e-mailadres in de agenda van ons team, en wij sturen u een uitnodiging per e-mail.",
    collectedConfirmTerm: "Als wij u vragen een demomoment per e-mail te bevestigen:",
    collectedConfirmText:
      "soms sturen wij u één e-mail met een link waarmee u het gekozen moment bevestigt voordat de demo wordt geboekt: als u boekt terwijl scripts in uw browser uitgeschakeld zijn, als u een gratis of tijdelijk e-mailadres gebruikt, of als er veel boekingen tegelijk binnenkomen. Tot u bevestigt, houden wij het moment voor u vrij, maar staat het nog niet in de agenda van ons team. Bevestigt u niet binnen de termijn die in de e-mail staat, dan vervalt de reservering en bieden wij het moment weer aan anderen aan.",
    collectedCheckTerm: "De controle op geautomatiseerde berichten:",
    collectedCheckText:
      "zodra u het contactformulier begint in te vullen, lost uw browser een kleine rekenopgave van onze server op en stuurt de uitkomst mee met uw bericht. Daaraan zien wij dat het bericht uit een browser komt en niet van een script dat berichten in bulk verstuurt. Dit gebeurt op de achtergrond, zonder puzzel: er wordt geen cookie geplaatst, er is geen derde partij bij betrokken en er wordt niets op uw apparaat opgeslagen. Een bericht zonder geldige uitkomst weigeren wij niet: ons team bekijkt het eerst.",
    collectedTechnicalTerm: "Als u de website bezoekt:",
    collectedTechnicalText:
      "technische gegevens die elke browser meestuurt, zoals uw IP-adres, het type browser, de opgevraagde pagina en het tijdstip van de aanvraag.",
    collectedSourceTerm: "Hoe u ons heeft gevonden:",
    collectedSourceText:
      "bij uw bericht leggen we vast hoe u op onze site bent gekomen: de campagnegegevens in het adres van de pagina (zoals utm_source en utm_campaign), de pagina waarop uw bezoek begon en de website die naar ons verwees (alleen het adres van die site, zoals https://www.linkedin.com, nooit de pagina zelf). Als u analytische cookies toestaat, ook de campagne en de eerste pagina van uw eerste bezoek; die bewaart uw browser in de lokale opslag zolang die toestemming geldt.",
    collectedConsentTerm: "Uw cookiekeuzes:",
    collectedConsentText:
      "een vastlegging van de categorieën die u heeft geaccepteerd of geweigerd en wanneer u dat deed, bewaard in de lokale opslag van uw browser. Deze wordt niet naar ons verstuurd.",
    collectedLanguageTerm: "Uw taalkeuze:",
    collectedLanguageText:
      "onthouden in uw browser als u voorkeurscookies toestaat, anders alleen zolang uw browsersessie duurt.",
    collectedNothingElse:
      "Wij vragen niet om bijzondere persoonsgegevens, zoals gegevens over uw gezondheid; laat die alstublieft weg uit uw bericht. Analytische en marketingcookies gebruiken we alleen als u daarvoor toestemming geeft.",
    cookiePolicyLink:
      "Lees in het cookiebeleid welke cookies we per categorie gebruiken en hoe u uw keuze wijzigt",

    useHeading: "Waarvoor wij uw gegevens gebruiken",
    useReply: "Om uw vraag of demoaanvraag te beantwoorden en op te volgen.",
    useRecord:
      "Om ons contact met uw bedrijf bij te houden, zodat wie het gesprek voortzet weet wat er eerder is besproken.",
    useSource:
      "Om te zien welke campagnes en websites ons aanvragen opleveren, zodat we ons marketingbudget besteden waar het iets oplevert.",
    useOperate:
      "Om deze website te leveren en te beveiligen, het contactformulier tegen misbruik te beschermen en storingen op te lossen.",
    useConsent: "Om uw cookiekeuzes te respecteren en te kunnen aantonen dat we dat doen.",
    useNot:
      "Wij verkopen uw gegevens niet, gebruiken ze niet voor profilering of geautomatiseerde besluiten en zetten u niet op een mailinglijst zonder uw afzonderlijke toestemming.",

    basisHeading: "Grondslag volgens de AVG",
    basisIntro:
      "Voor elk gebruik baseren wij ons op een van de grondslagen uit artikel 6, lid 1, van de AVG:",
    basisReplyTerm: "Uw bericht of demoaanvraag beantwoorden:",
    basisReplyText:
      "maatregelen op uw verzoek voorafgaand aan een overeenkomst (artikel 6, lid 1, onder b) en ons gerechtvaardigd belang om zakelijke vragen te beantwoorden (artikel 6, lid 1, onder f).",
    basisRecordTerm: "Ons contact bijhouden:",
    basisRecordText:
      "ons gerechtvaardigd belang bij het beheren van onze zakelijke relaties (artikel 6, lid 1, onder f).",
    basisSourceTerm: "Vastleggen hoe u ons heeft gevonden:",
    basisSourceText:
      "ons gerechtvaardigd belang om te weten welke van onze campagnes werken (artikel 6, lid 1, onder f); voor de gegevens van uw eerste bezoek in uw browser: uw toestemming (artikel 6, lid 1, onder a).",
    basisTechnicalTerm: "Technische gegevens en beveiliging:",
    basisTechnicalText:
      "ons gerechtvaardigd belang bij een goed werkende en veilige website (artikel 6, lid 1, onder f).",
    basisConsentTerm: "Uw cookiekeuzes:",
    basisConsentText:
      "onze wettelijke plicht om toestemming te respecteren en te kunnen aantonen (artikel 6, lid 1, onder c, met artikel 7, lid 1, AVG en artikel 11.7a van de Telecommunicatiewet).",
    basisOptionalTerm: "Analytische, marketing- en voorkeurscookies:",
    basisOptionalText:
      "uw toestemming (artikel 6, lid 1, onder a). U kunt die op elk moment intrekken via de cookie-instellingen; dat heeft geen gevolgen voor de verwerking daarvoor.",
    basisBalance:
      "Waar wij ons op ons gerechtvaardigd belang baseren, hebben we dat afgewogen tegen uw belangen en rechten. U kunt daartegen altijd bezwaar maken (zie Uw rechten).",

    sharingHeading: "Met wie wij gegevens delen",
    sharingIntro:
      "Wij delen persoonsgegevens alleen met dienstverleners die ze in onze opdracht verwerken. Met elk van hen hebben we een verwerkersovereenkomst (artikel 28 AVG) die hen aan onze instructies en aan geheimhouding bindt:",
    sharingEmailTerm: "Onze e-maildienst:",
    sharingEmailText:
      "bezorgt berichten uit het contactformulier bij ons team, en onze antwoorden en demo-uitnodigingen bij u.",
    sharingHostingTerm: "Onze hostingprovider:",
    sharingHostingText:
      "beheert de servers die deze website leveren en de berichten uit het contactformulier opslaan.",
    sharingCalendarTerm: "Onze agendadienst:",
    sharingCalendarText:
      "als u een demo boekt, ontvangt deze de afspraak (het tijdstip, uw naam, bedrijf en e-mailadres), omdat de demo daar in de agenda van ons team komt. Leest deze website alleen de bezette tijden uit onze agenda, dan ontvangt de agendadienst niets over u: de afspraak bereikt ons team dan per e-mail, via onze e-maildienst.",
    sharingOther:
      "Aan anderen verstrekken we persoonsgegevens alleen als de wet ons daartoe verplicht, bijvoorbeeld op last van de rechter. Wij verkopen nooit persoonsgegevens.",

    retentionHeading: "Hoe lang wij gegevens bewaren",
    retentionFormTerm: "Berichten uit het contactformulier:",
    retentionFormText:
      "tot 3 jaar na ons laatste contact met u, zodat we een eerder gesprek kunnen hervatten; daarna verwijderen we ze. U kunt ons vragen ze eerder te verwijderen.",
    retentionBookingTerm: "Demo-afspraken:",
    retentionBookingText:
      "zo lang als het bericht waar ze bij horen, en ze worden samen daarmee verwijderd; de afspraak in de agenda van ons team blijft staan als verslag van het gesprek, zoals elke andere afspraak.",
    retentionTechnicalTerm: "Technische gegevens:",
    retentionTechnicalText:
      "alleen zo lang als nodig is om de website te leveren en te beveiligen, en nooit langer dan 90 dagen.",
    retentionConsentTerm: "Uw cookiekeuzes:",
    retentionConsentText:
      "in uw browser, totdat u ze wijzigt of wist. Na {consentDays} dagen vragen we het u opnieuw.",
    retentionLanguageTerm: "Uw taalkeuze:",
    retentionLanguageText:
      "tot 1 jaar in uw browser als u voorkeurscookies heeft toegestaan, anders tot u de browser sluit.",

    rightsHeading: "Uw rechten",
    rightsIntro: "Op grond van de AVG heeft u de volgende rechten:",
    rightsAccessTerm: "Inzage:",
    rightsAccessText:
      "vragen welke persoonsgegevens wij van u hebben en daarvan een kopie krijgen.",
    rightsRectificationTerm: "Rectificatie:",
    rightsRectificationText: "onjuiste of onvolledige gegevens laten verbeteren of aanvullen.",
    rightsErasureTerm: "Verwijdering:",
    rightsErasureText:
      "uw gegevens laten wissen, bijvoorbeeld als wij ze niet meer nodig hebben of als u uw toestemming intrekt.",
    rightsRestrictionTerm: "Beperking:",
    rightsRestrictionText:
      "ons uw gegevens tijdelijk niet laten gebruiken, bijvoorbeeld terwijl we een gevraagde correctie controleren.",
    rightsPortabilityTerm: "Overdraagbaarheid:",
    rightsPortabilityText:
      "de gegevens die u ons gaf in een gestructureerd, machineleesbaar formaat ontvangen of laten doorsturen naar een andere organisatie.",
    rightsObjectionTerm: "Bezwaar:",
    rightsObjectionText:
      "bezwaar maken tegen verwerking op basis van ons gerechtvaardigd belang; tegen direct marketing kan dat altijd.",
    rightsWithdrawTerm: "Toestemming intrekken:",
    rightsWithdrawText: "gegeven toestemming op elk moment intrekken, met ingang van dat moment.",
    rightsHow:
      "Wilt u een recht uitoefenen? Mail ons via {email}. Dat is kosteloos. We antwoorden binnen een maand en kunnen u eerst vragen uw identiteit te bevestigen.",
    rightsComplaint:
      "Bent u niet tevreden over hoe wij met uw persoonsgegevens omgaan, dan heeft u het recht een klacht in te dienen bij de Autoriteit Persoonsgegevens of bij de toezichthouder in het EU-land waar u woont of werkt.",
    authorityLink: "Website van de Autoriteit Persoonsgegevens",
    authorityUrl: "https://www.autoriteitpersoonsgegevens.nl",

    securityHeading: "Beveiliging",
    securityMeasures:
      "Wij beschermen persoonsgegevens met maatregelen die passen bij het risico: al het verkeer met deze website is versleuteld (HTTPS), de website stuurt strikte beveiligingsheaders mee, berichten uit het contactformulier staan op servers met beperkte toegang en alleen wie een bericht nodig heeft om u te antwoorden, kan het lezen. Ons platform is ontworpen met ISO 27001 als uitgangspunt.",
    securityBreach:
      "Brengt een datalek waarschijnlijk risico’s voor uw rechten met zich mee, dan melden we dat binnen 72 uur bij de Autoriteit Persoonsgegevens en informeren we u waar de wet dat vereist.",

    transfersHeading: "Doorgifte buiten de EER",
    transfersEea:
      "Wij slaan persoonsgegevens waar mogelijk op en verwerken ze binnen de Europese Economische Ruimte (EER).",
    transfersSafeguards:
      "Verwerkt een dienstverlener gegevens buiten de EER, dan staan we dat alleen toe met de waarborgen uit de AVG (artikelen 45 en 46): een adequaatheidsbesluit van de Europese Commissie, zoals het EU-VS Data Privacy Framework voor gecertificeerde bedrijven, of de modelcontractbepalingen van de Commissie met zo nodig aanvullende maatregelen. U kunt ons om een kopie van deze waarborgen vragen.",

    contactHeading: "Contact",
    contactIntro: "Verwerkingsverantwoordelijke voor de verwerking in dit privacybeleid is:",
    contactRegister: "KvK-nummer: {register}",
    contactVat: "Btw-nummer: {vat}",
    contactEmail: "E-mail:",
    contactPhone: "Telefoon:",
    contactQuestions:
      "Heeft u vragen over dit privacybeleid of over uw persoonsgegevens? Schrijf ons dan op het e-mailadres hierboven.",

    visitCountsHeading: "Anonieme bezoekersaantallen",
    visitCountsText:
      "Wij tellen hoe vaak elke pagina van deze website wordt bekeken, per dag, pagina en taal. Elke telling is één getal: we leggen uw IP-adres, uw browser, een kenmerk of iets anders over u niet vast, we gebruiken er geen cookie voor en slaan er niets voor op uw apparaat op, en een telling wordt nooit gekoppeld aan een bericht dat u stuurt of aan andere gegevens.",
    visitCountsBasis:
      "Omdat deze tellingen anonieme statistieken zijn met weinig of geen gevolgen voor uw privacy, is er geen toestemming voor nodig (artikel 11.7a van de Telecommunicatiewet). We bewaren ze maximaal 25 maanden.",

    changesHeading: "Wijzigingen in dit beleid",
    changesText:
      "Wij passen dit beleid aan als onze verwerking of de wet verandert. De datum bovenaan laat zien wanneer het voor het laatst is bijgewerkt. Raakt een wijziging aan hoe we gegevens gebruiken die u ons al gaf, dan laten we u dat weten voordat ze ingaat.",
  },
);
