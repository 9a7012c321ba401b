import { defineCopy } from "../../../common/i18n/translate";

export const landingCopy = defineCopy(
  {
    metaTitle: "{product} – audit preparation software for food safety and quality",
    metaDescription:
      "Prepare for BRCGS, IFS, FSSC, GMP+ and ISO audits in one place: documents, progress, CAPAs and AI help.",

    heroEyebrow: "Audit preparation for food safety and quality",
    heading: "Audit-ready, every day",
    heroSubtitle:
      "{product} brings your audit documents, preparation progress and corrective actions together in one place, with AI that drafts, checks and answers questions, so the next BRCGS, IFS or FSSC audit is routine instead of a rush.",
    bookDemo: "Book demo",
    heroSecondary: "See the platform",
    heroStandards: "Built for BRCGS, IFS, FSSC 22000, GMP+ and ISO",
    dashboardAlt:
      "The {product} dashboard: overall audit readiness of 87%, readiness per standard for BRCGS, IFS, FSSC, GMP+ and ISO 9001, preparation progress over the last twelve weeks, a list of documents with their status and due date, and three open corrective actions.",

    problemEyebrow: "The problem",
    problemTitle: "Audit preparation should not depend on heroics",
    problemIntro:
      "Most quality teams know the weeks before an audit: long evenings, scattered files and the nagging feeling that something was missed.",
    problemOneTitle: "Documents scattered across drives and inboxes",
    problemOneText:
      "Procedures, records and certificates live in shared drives, email threads and spreadsheets. Finding the current version takes hours, and nobody can say how ready you really are.",
    problemTwoTitle: "Corrective actions that disappear after the audit",
    problemTwoText:
      "Non-conformities are closed under time pressure and then forgotten. The same findings come back next year, and the lessons learned stay in someone's head.",

    solutionEyebrow: "The platform",
    solutionTitle: "Everything your next audit needs, in one place",
    solutionIntro:
      "{product} replaces the folders, spreadsheets and reminder emails with one shared workspace that shows where you stand, every day.",
    moreDetail: "More detail",
    lessDetail: "Less detail",
    featureHubTitle: "Central audit document hub",
    featureHubText:
      "Every procedure, record and certificate in one place, linked to the clauses of your standards.",
    featureHubDetail:
      "Readiness is tracked in real time for each standard, site and clause: you see which documents are approved, in review or missing, who owns them and when they are due, without chasing anyone for a status update.",
    featureAiTitle: "AI document generation and audit preparation",
    featureAiText: "Draft procedures, checklists and work instructions in minutes instead of days.",
    featureAiDetail:
      "The AI starts from your existing documents and the requirements of the standard, points out gaps before the auditor does and prepares internal audit checklists. Your team reviews and approves every draft.",
    featureChatTitle: "AI chat over your audit documents",
    featureChatText:
      "Ask a question in plain language and get an answer from your own documentation.",
    featureChatDetail:
      "Which suppliers still lack an approval? When was the allergen matrix last reviewed? The built-in chat answers from your audit documents and shows the sources it used, so every answer can be checked.",
    featureCapaTitle: "CAPA tracking with a memory",
    featureCapaText:
      "Follow every corrective and preventive action from root cause to verification.",
    featureCapaDetail:
      "Each closed action is added automatically to a searchable database of past actions. When a similar non-conformity comes up, you see what worked before and who dealt with it.",
    featureExportTitle: "One-click audit export",
    featureExportText: "Hand the auditor a complete, structured package with a single click.",
    featureExportDetail:
      "All audit-related files are exported as one package, organised by standard and clause, with current versions only. No more copying files into a folder the night before the audit.",

    insightsEyebrow: "AI insights",
    insightsTitle: "An assistant that knows your quality system",
    insightsParagraphOne:
      "{product} reads along with your documents, records and past CAPAs. Ask which gaps to close before the next audit, and you get a prioritised answer with links to the sources, not a generic checklist.",
    insightsParagraphTwo:
      "It drafts the first version of a procedure or internal audit checklist based on what you already have, and flags documents that are out of date. You stay in control: nothing is published without your approval.",
    insightsAlt:
      "The {product} AI assistant answering the question which gaps to close before a BRCGS audit: a missing supplier approval register, a HACCP plan to verify and an overdue corrective action, each with the source document, followed by a drafted internal audit checklist for allergens.",

    officeEyebrow: "Works with the tools you use",
    officeTitle: "Send documents straight from Outlook, Word and Excel",
    officeIntro:
      "With the Office plug-ins, a record or a supplier certificate goes into the right audit folder in one click, without downloading and uploading files.",
    pluginOutlook: "Outlook",
    pluginOutlookText: "File certificates and reports straight from an email.",
    pluginWord: "Word",
    pluginWordText: "Save procedures and work instructions as a new version.",
    pluginExcel: "Excel",
    pluginExcelText: "Keep registers and monitoring logs up to date.",
    benefitsTitle: "What your team gains",
    benefitOne: "Hours saved on every audit, from preparation to follow-up",
    benefitTwo: "Always know how ready you are, for every site and standard",
    benefitThree: "Fewer repeat findings thanks to a history of past actions",
    benefitFour: "A calm audit day with every document at hand",
    getStarted: "Get started today",

    securityEyebrow: "Security",
    securityTitle: "Your quality data in safe hands",
    securityIntro:
      "Audit documents contain recipes, supplier data and findings. We treat them accordingly.",
    securityIsoTitle: "Designed with ISO 27001 in mind",
    securityIsoText:
      "Our information security follows the controls of ISO 27001, from access management to logging and backups.",
    securityGdprTitle: "GDPR-compliant processing",
    securityGdprText:
      "Personal data is processed lawfully and only for the agreed purposes, with a data processing agreement for every customer.",
    securityEncryptionTitle: "End-to-end encryption",
    securityEncryptionText:
      "Documents are encrypted in transit and at rest, so only authorised people in your organisation can read them.",

    certificationsTitle: "Prepare for the standards you are audited against",
    certIso: "ISO",
    certIsoNote: "9001 · 22000",
    certBrcgs: "BRCGS",
    certBrcgsNote: "Food Safety",
    certIfs: "IFS",
    certIfsNote: "Food · Logistics",
    certGmp: "GMP+",
    certGmpNote: "Feed Safety",
    certFssc: "FSSC",
    certFsscNote: "22000",

    closingTitle: "See how calm your next audit can be",
    closingText:
      "In a 30-minute demo we show {product} with examples from your own standard. No obligation, no sales pitch.",
  },
  {
    metaTitle: "{product} – software voor auditvoorbereiding in voedselveiligheid en kwaliteit",
    metaDescription:
      "Bereid BRCGS-, IFS-, FSSC-, GMP+- en ISO-audits voor op één plek: documenten, voortgang, CAPA's en AI-hulp.",

    heroEyebrow: "Auditvoorbereiding voor voedselveiligheid en kwaliteit",
    heading: "Elke dag klaar voor de audit",
    heroSubtitle:
      "{product} bundelt uw auditdocumenten, de voortgang van uw voorbereiding en uw corrigerende maatregelen op één plek. Met AI die meeschrijft, controleert en vragen beantwoordt, wordt de volgende BRCGS-, IFS- of FSSC-audit routine in plaats van een race tegen de klok.",
    bookDemo: "Demo aanvragen",
    heroSecondary: "Bekijk het platform",
    heroStandards: "Gemaakt voor BRCGS, IFS, FSSC 22000, GMP+ en ISO",
    dashboardAlt:
      "Het dashboard van {product}: een totale auditgereedheid van 87%, de gereedheid per norm voor BRCGS, IFS, FSSC, GMP+ en ISO 9001, de voortgang van de voorbereiding over de afgelopen twaalf weken, een documentenlijst met status en deadline, en drie openstaande corrigerende maatregelen.",

    problemEyebrow: "Het probleem",
    problemTitle: "Een goede audit mag niet afhangen van overwerk",
    problemIntro:
      "Elk kwaliteitsteam kent de weken voor een audit: lange avonden, versnipperde bestanden en het knagende gevoel dat er iets over het hoofd is gezien.",
    problemOneTitle: "Documenten verspreid over schijven en mailboxen",
    problemOneText:
      "Procedures, registraties en certificaten staan op gedeelde schijven, in mailwisselingen en in spreadsheets. De actuele versie zoeken kost uren, en niemand weet precies hoe ver u echt bent.",
    problemTwoTitle: "Corrigerende maatregelen die na de audit verdwijnen",
    problemTwoText:
      "Afwijkingen worden onder tijdsdruk afgesloten en daarna vergeten. Volgend jaar duiken dezelfde bevindingen weer op, en de lessen blijven in iemands hoofd zitten.",

    solutionEyebrow: "Het platform",
    solutionTitle: "Alles voor uw volgende audit, op één plek",
    solutionIntro:
      "{product} vervangt mappen, spreadsheets en herinneringsmails door één gedeelde werkomgeving die elke dag laat zien waar u staat.",
    moreDetail: "Meer lezen",
    lessDetail: "Minder lezen",
    featureHubTitle: "Centrale plek voor auditdocumenten",
    featureHubText:
      "Alle procedures, registraties en certificaten bij elkaar, gekoppeld aan de eisen van uw normen.",
    featureHubDetail:
      "U volgt de gereedheid live per norm, locatie en eis: welke documenten zijn goedgekeurd, in review of nog niet aanwezig, wie de eigenaar is en wanneer ze klaar moeten zijn. Zonder iemand achter de broek te hoeven zitten.",
    featureAiTitle: "AI voor documenten en auditvoorbereiding",
    featureAiText:
      "Procedures, checklists en werkinstructies in minuten opgesteld in plaats van dagen.",
    featureAiDetail:
      "De AI gaat uit van uw bestaande documenten en de eisen van de norm, wijst tekortkomingen aan voordat de auditor ze vindt en stelt checklists voor interne audits op. Uw team beoordeelt en keurt elk concept goed.",
    featureChatTitle: "AI-chat over uw auditdocumenten",
    featureChatText: "Stel een vraag in gewone taal en krijg antwoord uit uw eigen documentatie.",
    featureChatDetail:
      "Welke leveranciers zijn nog niet goedgekeurd? Wanneer is de allergenenmatrix voor het laatst herzien? De ingebouwde chat antwoordt op basis van uw auditdocumenten en toont de gebruikte bronnen, zodat u elk antwoord kunt nagaan.",
    featureCapaTitle: "CAPA-opvolging met geheugen",
    featureCapaText:
      "Volg elke corrigerende en preventieve maatregel van oorzaakanalyse tot verificatie.",
    featureCapaDetail:
      "Elke afgeronde maatregel komt automatisch in een doorzoekbare database van eerdere acties. Duikt er een vergelijkbare afwijking op, dan ziet u direct wat eerder werkte en wie het heeft opgepakt.",
    featureExportTitle: "Auditexport met één klik",
    featureExportText: "Geef de auditor met één klik een compleet en overzichtelijk pakket.",
    featureExportDetail:
      "Alle auditbestanden worden als één pakket geëxporteerd, geordend per norm en eis en alleen in de actuele versie. Nooit meer de avond voor de audit bestanden naar een map kopiëren.",

    insightsEyebrow: "AI-inzichten",
    insightsTitle: "Een assistent die uw kwaliteitssysteem kent",
    insightsParagraphOne:
      "{product} leest mee met uw documenten, registraties en eerdere CAPA's. Vraag welke punten u voor de volgende audit moet oppakken, en u krijgt een antwoord op volgorde van prioriteit, met verwijzingen naar de bronnen. Geen algemene checklist.",
    insightsParagraphTwo:
      "De assistent schrijft de eerste versie van een procedure of interne auditchecklist op basis van wat u al heeft, en signaleert documenten die verouderd zijn. U houdt de regie: zonder uw goedkeuring wordt niets gepubliceerd.",
    insightsAlt:
      "De AI-assistent van {product} beantwoordt de vraag welke punten vóór een BRCGS-audit moeten worden opgelost: een ontbrekend register voor leveranciersgoedkeuring, een HACCP-plan dat nog geverifieerd moet worden en een verlopen corrigerende maatregel, elk met het brondocument, gevolgd door een opgestelde interne auditchecklist voor allergenen.",

    officeEyebrow: "Werkt met uw vertrouwde programma's",
    officeTitle: "Documenten direct vanuit Outlook, Word en Excel",
    officeIntro:
      "Met de Office-plug-ins zet u een registratie of leverancierscertificaat met één klik in de juiste auditmap, zonder bestanden te downloaden en weer te uploaden.",
    pluginOutlook: "Outlook",
    pluginOutlookText: "Certificaten en rapporten rechtstreeks vanuit een e-mail opslaan.",
    pluginWord: "Word",
    pluginWordText: "Procedures en werkinstructies opslaan als nieuwe versie.",
    pluginExcel: "Excel",
    pluginExcelText: "Registers en monitoringlijsten actueel houden.",
    benefitsTitle: "Wat het uw team oplevert",
    benefitOne: "Uren tijdwinst per audit, van voorbereiding tot opvolging",
    benefitTwo: "Altijd zicht op uw gereedheid, per locatie en per norm",
    benefitThree: "Minder terugkerende bevindingen dankzij een historie van eerdere acties",
    benefitFour: "Een rustige auditdag met elk document binnen handbereik",
    getStarted: "Vandaag nog beginnen",

    securityEyebrow: "Beveiliging",
    securityTitle: "Uw kwaliteitsgegevens in veilige handen",
    securityIntro:
      "Auditdocumenten bevatten recepturen, leveranciersgegevens en bevindingen. Zo gaan we er ook mee om.",
    securityIsoTitle: "Ontworpen volgens ISO 27001",
    securityIsoText:
      "Onze informatiebeveiliging volgt de maatregelen uit ISO 27001, van toegangsbeheer tot logging en back-ups.",
    securityGdprTitle: "Verwerking volgens de AVG",
    securityGdprText:
      "Persoonsgegevens verwerken we rechtmatig en alleen voor de afgesproken doelen, met een verwerkersovereenkomst voor elke klant.",
    securityEncryptionTitle: "End-to-end versleuteld",
    securityEncryptionText:
      "Documenten zijn versleuteld tijdens verzending en opslag, zodat alleen bevoegde mensen in uw organisatie ze kunnen lezen.",

    certificationsTitle: "Voorbereid op de normen waarop u wordt geaudit",
    certIso: "ISO",
    certIsoNote: "9001 · 22000",
    certBrcgs: "BRCGS",
    certBrcgsNote: "Food Safety",
    certIfs: "IFS",
    certIfsNote: "Food · Logistics",
    certGmp: "GMP+",
    certGmpNote: "Feed Safety",
    certFssc: "FSSC",
    certFsscNote: "22000",

    closingTitle: "Ontdek hoe rustig uw volgende audit kan verlopen",
    closingText:
      "In een demo van 30 minuten laten we {product} zien met voorbeelden uit uw eigen norm. Vrijblijvend en zonder verkooppraatje.",
  },
);

export type LandingKey = keyof typeof landingCopy.en;
