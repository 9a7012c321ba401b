/** SMTP replies often quote the recipient; logs never carry an address (stored errors may). */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>@"',;]+@[^\s<>@"',;]+/g, "<address>");
}
