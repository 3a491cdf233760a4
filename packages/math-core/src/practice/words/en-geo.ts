/**
 * The English words of geometry practice problems, by id (spread into `ENGLISH_PRACTICE`). Most are
 * word problems: their question is the whole sentence, numbers and units included, which every
 * language writes in its own words and with its decimal mark.
 */
export const ENGLISH_GEOMETRY_PRACTICE = {
  // ── questions ──
  'geo.ask.rectangleArea':
    'A rectangle is {length} units long and {width} units wide. What is its area?',
  'geo.ask.rectanglePerimeter':
    'A rectangle is {length} units long and {width} units wide. What is its perimeter?',
  'geo.ask.triangleArea': 'A triangle has base {base} and height {height}. What is its area?',
  'geo.ask.parallelogramArea':
    'A parallelogram has base {base} and height {height}. What is its area?',
  'geo.ask.thirdAngle':
    'Two angles of a triangle are {a}° and {b}°. What is the third angle, in degrees?',
  'geo.ask.radiusArea314': 'A circle has radius {radius}. Using π ≈ 3.14, what is its area?',
  'geo.ask.diameterArea314': 'A circle has diameter {diameter}. Using π ≈ 3.14, what is its area?',
  'geo.ask.radiusCircumference314':
    'A circle has radius {radius}. Using π ≈ 3.14, what is its circumference?',
  'geo.ask.diameterCircumference314':
    'A circle has diameter {diameter}. Using π ≈ 3.14, what is its circumference?',
  'geo.ask.hypotenuse': 'A right triangle has legs {a} and {b}. How long is the hypotenuse?',
  'geo.ask.trapezoidArea':
    'A trapezoid has parallel sides {a} and {b} and height {height}. What is its area?',
  'geo.ask.quadrilateralAngle':
    'A quadrilateral has angles of {a}°, {b}° and {c}°. What is the missing angle, in degrees?',
  'geo.ask.pentagonAngle':
    'A pentagon has angles of {a}°, {b}°, {c}° and {d}°. What is the missing angle, in degrees?',
  'geo.ask.polygonSum':
    'What is the sum of the interior angles of a polygon with {n} sides, in degrees?',
  'geo.ask.boxVolume':
    'A box is {length} units long, {width} units wide and {height} units high. What is its volume?',
  'geo.ask.boxSurface':
    'A box is {length} units long, {width} units wide and {height} units high. What is its surface area?',
  'geo.ask.similarSide':
    'Triangles ABC and DEF are similar. AB = {ab}, BC = {bc} and DE = {de}. How long is EF?',
  'geo.ask.leg': 'A right triangle has hypotenuse {c} and one leg {a}. How long is the other leg?',
  'geo.ask.radiusArea': 'A circle has radius {radius}. What is its area? Round to 2 decimals.',
  'geo.ask.diameterArea':
    'A circle has diameter {diameter}. What is its area? Round to 2 decimals.',
  'geo.ask.radiusCircumference':
    'A circle has radius {radius}. What is its circumference? Round to 2 decimals.',
  'geo.ask.diameterCircumference':
    'A circle has diameter {diameter}. What is its circumference? Round to 2 decimals.',
  'geo.ask.cylinderVolume':
    'A cylinder has radius {radius} and height {height}. What is its volume? Round to 2 decimals.',
  'geo.ask.coneVolume':
    'A cone has radius {radius} and height {height}. What is its volume? Round to 2 decimals.',
  'geo.ask.sphereVolume': 'A sphere has radius {radius}. What is its volume? Round to 2 decimals.',
  'geo.ask.regularAngle':
    'What is each interior angle of a regular polygon with {n} sides, in degrees?',
  'geo.ask.regularSides':
    'Each interior angle of a regular polygon is {angle}°. How many sides does it have?',
  'geo.ask.similarArea':
    'Two similar triangles have corresponding sides in the ratio {x}:{y}. The smaller one has area {small}. What is the area of the larger one?',
  'geo.ask.trapezoidHeight':
    'A trapezoid has area {area} and parallel sides {a} and {b}. What is its height?',
  'geo.ask.radius314':
    'A circle has circumference {circumference}. Using π ≈ 3.14, what is its radius?',
  'geo.ask.nextAngle':
    'Two straight lines cross. One of the four angles is {a}°. What is the angle next to it, in degrees?',
  'geo.ask.complementary':
    'Two angles are complementary. One is {a}°. What is the other, in degrees?',
  'geo.ask.supplementary':
    'Two angles are supplementary. One is {a}°. What is the other, in degrees?',
  'geo.ask.prismVolume':
    'A triangular prism is {length} units long. Its triangular end has base {base} and height {height}. What is its volume?',
  // ── nudges ──
  'geo.nudge.pythagoras':
    'The longest side of a right triangle is linked to the other two by a famous theorem.',
  'geo.nudge.backwards': 'Start from the formula for the circumference and work backwards.',
  'geo.nudge.halfTurn': 'Neighbouring angles on a straight line make a half turn.',
  'geo.nudge.complementary': 'What do complementary angles add up to?',
  'geo.nudge.supplementary': 'What do supplementary angles add up to?',
  'geo.nudge.prism': 'A prism is the same shape all along its length.',
  // ── hints ──
  'geo.hint.rectangleArea': 'Area = length × width.',
  'geo.hint.rectanglePerimeter': 'Perimeter = 2 × (length + width).',
  'geo.hint.triangleArea': 'Area = base × height ÷ 2.',
  'geo.hint.parallelogramArea': 'Area = base × height.',
  'geo.hint.triangleAngles': 'The angles of a triangle add up to 180°.',
  'geo.hint.circleArea': 'Area = π × r², with r half the diameter.',
  'geo.hint.circumference': 'Circumference = 2 × π × r = π × d.',
  'geo.hint.hypotenuse': 'Use the Pythagorean theorem: c² = a² + b².',
  'geo.hint.trapezoidArea': 'Area = (a + b) ÷ 2 × height.',
  'geo.hint.polygonAngles':
    'The interior angles of a polygon with {n} sides add up to ({n} - 2) × 180°.',
  'geo.hint.polygonSum': 'A polygon with n sides splits into n - 2 triangles of 180° each.',
  'geo.hint.boxVolume': 'Volume = length × width × height.',
  'geo.hint.boxSurface': 'Add the areas of the six faces: 2 × (lw + lh + wh).',
  'geo.hint.similarSide': 'Similar triangles have proportional sides: EF / BC = DE / AB.',
  'geo.hint.leg': 'Use the Pythagorean theorem: b² = c² - a².',
  'geo.hint.cylinderVolume': 'Volume = π × r² × h.',
  'geo.hint.coneVolume': 'Volume = π × r² × h ÷ 3.',
  'geo.hint.sphereVolume': 'Volume = 4/3 × π × r³.',
  'geo.hint.regularAngle': 'The interior angles add up to (n - 2) × 180°, shared equally.',
  'geo.hint.regularSides':
    'Each exterior angle is 180° minus the interior angle, and they add up to 360°.',
  'geo.hint.similarArea': 'Areas of similar shapes scale by the square of the side ratio.',
  'geo.hint.trapezoidHeight': 'Area = (a + b) ÷ 2 × height, so height = area ÷ ((a + b) ÷ 2).',
  'geo.hint.pythagorasSteps': 'c² = a² + b²: square the legs, add, and take the square root.',
  'geo.hint.radius': 'C = 2πr, so r = C ÷ (2π).',
  'geo.hint.straightLine': 'Angles on a straight line add up to 180°.',
  'geo.hint.complementary': 'Complementary angles add up to 90°.',
  'geo.hint.supplementary': 'Supplementary angles add up to 180°.',
  'geo.hint.prismVolume':
    'Volume = area of the end × length; the end is a triangle (base × height ÷ 2).',
  // ── step notes ──
  'geo.step.rectangleArea': 'Area of a rectangle',
  'geo.step.rectanglePerimeter': 'Perimeter of a rectangle',
  'geo.step.lengthWidth': 'Put in the length and the width',
  'geo.step.triangleArea': 'Area of a triangle',
  'geo.step.parallelogramArea': 'Area of a parallelogram',
  'geo.step.baseHeight': 'Put in the base and the height',
  'geo.step.triangleAngles': 'The angles of a triangle add up to 180°: subtract the two known ones',
  'geo.step.thirdAngle': 'Third angle',
  'geo.step.halfDiameter': 'The radius is half the diameter',
  'geo.step.circleArea': 'Area of a circle',
  'geo.step.circumference': 'Circumference of a circle',
  'geo.step.pi314': 'Take π ≈ 3.14',
  'geo.step.pythagoras': 'Pythagorean theorem',
  'geo.step.squareRoot': 'Take the square root',
  'geo.step.averageSides': 'Average the parallel sides',
  'geo.step.timesHeight': 'Multiply by the height',
  'geo.step.polygonAngles': 'Sum of the angles: ({n} − 2) × 180°',
  'geo.step.subtractKnown': 'Subtract the known angles',
  'geo.step.polygonSum': 'A polygon with n sides splits into n − 2 triangles of 180°',
  'geo.step.hereN': 'Here n = {n}',
  'geo.step.boxVolume': 'Volume of a box',
  'geo.step.sizes': 'Put in the sizes',
  'geo.step.sixFaces': 'Add the areas of the six faces',
  'geo.step.scaleFactor': 'Scale factor = DE ÷ AB',
  'geo.step.scaled': 'EF = BC × the scale factor',
  'geo.step.leg': 'Pythagorean theorem, solved for a leg',
  'geo.step.round2': 'Round to 2 decimals',
  'geo.step.cylinderVolume': 'Volume of a cylinder',
  'geo.step.coneVolume': 'Volume of a cone',
  'geo.step.sphereVolume': 'Volume of a sphere',
  'geo.step.interiorSum': 'The interior angles add up to (n − 2) × 180°',
  'geo.step.shareEqually': 'Share the sum equally between the angles',
  'geo.step.exteriorAngle': 'Exterior angle = 180° − interior angle',
  'geo.step.exteriorSum': 'The exterior angles add up to 360°',
  'geo.step.areasScale': 'Areas scale by the square of the side ratio',
  'geo.step.timesSmaller': 'Multiply the smaller area by it',
  'geo.step.divideArea': 'Divide the area by it',
  'geo.step.divide314': 'Divide by 2 × 3.14',
  'geo.step.straightLine': 'Angles on a straight line add up to 180°',
  'geo.step.complementary': 'Complementary angles add up to 90°',
  'geo.step.supplementary': 'Supplementary angles add up to 180°',
  'geo.step.endArea': 'Area of the triangular end',
  'geo.step.timesLength': 'Multiply by the length',
} as const;
