/** Anchor of an operation on the page (linked from the index). */
export const operationAnchor = (operationId: string) => `op-${operationId}`;
