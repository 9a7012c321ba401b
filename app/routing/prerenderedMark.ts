/** Marks the elements whose content only the HTML carries (components/ui/Prerendered.tsx). */
export const prerenderedMark = "data-prerendered";
