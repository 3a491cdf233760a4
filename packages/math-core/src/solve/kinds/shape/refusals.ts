/**
 * Why a measure of a shape is refused: the sentences by id. The solver reads shapes in English
 * words, so the shape, the lengths and the example a sentence names are said in English.
 */
export const SHAPE_REFUSALS = {
  shapeGive: 'Give the {shape}\'s {missing}, as in "{example}"',
  shapePositive: 'Lengths must be greater than 0',
  shapeTriangle:
    'Sides {a}, {b} and {c} do not make a triangle: each side must be shorter than the other two together',
} as const;
