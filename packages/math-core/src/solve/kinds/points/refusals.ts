/** Why a question about two points is refused: the sentences by id. */
export const POINTS_REFUSALS = {
  pointsCoordinates:
    'Coordinates of points are numbers written as whole numbers or decimals, such as (1, 2.5)',
} as const;
