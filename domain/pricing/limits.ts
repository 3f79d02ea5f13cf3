// How much fence one estimate request may describe. The request schema (schemas.ts) enforces these; forms
// read them from here to stop offering more, without loading the schemas.
export const maxSides = 30;
export const maxGatesPerSide = 6;
