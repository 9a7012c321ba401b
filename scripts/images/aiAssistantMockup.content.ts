import { contentFile, text } from "../../common/content/contentSchema";

/** The texts of the AI assistant mock-up (ai-assistant.html), captured into the landing page's images. */
export const aiAssistantMockupContent = contentFile(
  "images/aiAssistant.json",
  {
    title: text(),
    subtitle: text(),
    sourcesCited: text(),
    question: text(),
    answerLead: text(),
    supplierRegister: text(),
    supplierRegisterGap: text(),
    haccpPlan: text(),
    haccpPlanGap: text(),
    capaGap: text(),
    drafted: text(),
    sourceSupplierRegister: text(),
    sourceHaccpPlan: text(),
    checklistQuestion: text(),
    checklistDrafted: text(),
    checklistBasis: text(),
    openDraft: text(),
    inputPlaceholder: text(),
    send: text(),
  },
  { label: "Product image: AI assistant" },
);
