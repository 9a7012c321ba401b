import slots from "@content/booking/slots.json";

/**
 * How a slot list names its zones, its days and its night times, the same on the slot page and
 * in the picker. The texts are content (content/booking/slots.json, common/booking/slots.content.ts).
 */
export const slotZoneCopy = slots;
