/**
 * The contact form's invisible check (docs/decisions/0840-only-people-book.md): where the form
 * fetches its challenge, on the contact endpoint's server, and the JSON body's field that carries
 * the solved challenge (base64 of `{ challenge, solution }`, as ALTCHA's widget sends it).
 */
export const proofChallengePath = "/api/contact/challenge";
export const proofField = "proof";
