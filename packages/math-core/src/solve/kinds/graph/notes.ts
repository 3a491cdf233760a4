/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const graphNotes: Notes = {
  forms: {
    sides: {
      graphSlopeForm: 'Write it in the form y = mx + b',
      graphSolveY: 'Solve for y: get the y term alone, then divide by its coefficient',
    },
    scale: {
      conicDivide: 'Divide by {divide}',
    },
    completeSquare: {
      conicBoth: 'Complete the square in {first} and in {second}',
    },
    absPieces: {
      cuts: 'Open each absolute value by the sign of what is inside: it changes at',
    },
    degrees: {
      graphLower:
        'The numerator has a lower degree than the denominator, so far out the function tends to 0',
      graphEqual:
        'The degrees are equal, so far out the function tends to the ratio of the leading coefficients',
    },
    yIntercept: {
      valueAt: 'The y-intercept is the value at {unknown} = 0',
      constantTerm: 'The y-intercept is the value at {unknown} = 0: the constant term',
    },
    xIntercept: {
      where: 'The x-intercepts are where y = 0',
      whereLine: 'The x-intercept is where y = 0: {equation}',
      never: 'The equation has no real solution, so the graph never crosses the x-axis',
      onePoint: 'So the graph crosses the x-axis at one point',
      points: 'So the graph crosses the x-axis at {count} points',
      graphAt: 'So the graph crosses the x-axis at',
      lineAt: 'So the line crosses the x-axis at',
      numeratorNever: 'The numerator left is never 0, so the graph never crosses the x-axis',
      numeratorZero: 'The x-intercepts are where the numerator left is 0',
    },
    slope: {
      graphRises:
        'The slope is m, the coefficient of {unknown}: the line rises {rise} for each 1 across',
      graphFalls:
        'The slope is m, the coefficient of {unknown}: the line falls {fall} for each 1 across',
    },
    vertex: {
      graphRead: 'Read a, b and c from y = ax² + bx + c',
      graphAxis: 'The axis of symmetry is x = −b/(2a)',
      graphPut: 'The vertex is on the axis: put {unknown} = {value} into the function',
    },
    opens: {
      up: 'a is positive, so the parabola opens upward and the vertex is its lowest point',
      down: 'a is negative, so the parabola opens downward and the vertex is its highest point',
    },
    turning: {
      graphWhere: 'The graph turns where its slope, the derivative, is 0 and changes sign',
      graphNone: 'The slope never changes sign, so the graph has no turning point',
      graphPoints: 'The turning points',
    },
    flat: {
      horizontal: 'y does not change with {unknown}: the graph is a horizontal line with slope 0',
    },
    noDivideByZero: {
      graphDenominator: 'The function is undefined where its denominator is 0',
    },
    cancelFactor: {
      graphCommon: 'Cancel the common factor {factor}',
    },
    hole: {
      cancelled:
        'Where the cancelled factor is 0 the function is still undefined: the graph has a hole there, at the value the rest takes',
    },
    asymptote: {
      vertical:
        'Where the denominator left is 0 the function grows without bound: vertical asymptotes',
    },
    longDivision: {
      graphSlant:
        'The numerator is one degree higher: dividing it by the denominator leaves a line plus a part that tends to 0',
    },
    each: {
      graphFor: 'For {function}',
    },
    meet: {
      where: 'The graphs meet where the two functions are equal',
      never: 'The equation has no real solution, so the graphs never meet',
      put: 'Put each solution into either function for the point where they meet',
      same: 'The equation holds for every {unknown}: the two graphs are the same',
      sameExceptOne:
        'The equation holds for every {unknown} where both sides are defined: the graphs are the same, except at {at}, where {function} is undefined (a hole)',
      sameExceptMany:
        'The equation holds for every {unknown} where both sides are defined: the graphs are the same, except at {at}, where one side is undefined (holes)',
      samePieces:
        'With the bars opened, the two sides are the same polynomial here: the graphs are the same',
      nowhereElse: 'Elsewhere the two sides are never equal, so the graphs meet nowhere else',
      elsewhere: 'Elsewhere they are equal at these points only',
    },
    circle: {
      radius:
        'A circle (x − h)² + (y − k)² = r² has center (h, k) and radius r, the square root of r²',
    },
    ellipse: {
      divide:
        'Divide by {divide}: an ellipse with center (h, k), reaching √(c/a) across and √(c/b) up from it',
    },
  },
  reasons: {
    yIntercept: ['', 'the graph crosses the y-axis where x = 0'],
    xIntercept: ['', 'the graph crosses the x-axis where y = 0'],
    opens: ['', 'far out ax² outgrows the rest, so the sign of a decides the way it opens'],
    turning: ['', 'a smooth graph turns only where its slope, the derivative, changes sign'],
    flat: ['', 'a function that does not depend on x has the same value everywhere'],
    hole: ['', 'a cancelled factor still makes the original denominator 0 there'],
    each: ['', 'each graph’s features come from its own equation'],
    meet: ['', 'a point on both graphs has the same y on both'],
    circle: ['', 'by Pythagoras, the points r from (h, k) satisfy (x − h)² + (y − k)² = r²'],
    ellipse: ['', 'the standard form has the squares of the semi-axes under (x − h)² and (y − k)²'],
  },
};
