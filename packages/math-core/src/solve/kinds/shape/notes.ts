/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const shapeNotes: Notes = {
  forms: {
    substitute: {
      circleAreaPut: 'Put in the radius',
      circlePerimeterPut: 'Put in the radius',
      squareAreaPut: 'Put in the side',
      squarePerimeterPut: 'Put in the side',
      rectangleAreaPut: 'Put in the length, width',
      rectanglePerimeterPut: 'Put in the length, width',
      triangleAreaPut: 'Put in the base, height',
      triangleAreaSidesPut: 'Put in the side a, base, side c',
      trianglePerimeterPut: 'Put in the side a, base, side c',
      parallelogramAreaPut: 'Put in the base, height',
      trapezoidAreaPut: 'Put in the side a, base, height',
      sphereVolumePut: 'Put in the radius',
      sphereSurfaceAreaPut: 'Put in the radius',
      cylinderVolumePut: 'Put in the radius, height',
      cylinderSurfaceAreaPut: 'Put in the radius, height',
      coneVolumePut: 'Put in the radius, height',
      cubeVolumePut: 'Put in the side',
      cubeSurfaceAreaPut: 'Put in the side',
      boxVolumePut: 'Put in the length, width, height',
      boxSurfaceAreaPut: 'Put in the length, width, height',
    },
    operations: {
      shapeHalfPerimeter: 'p is half the perimeter',
      shapeWorkOut: 'Work it out',
    },
    measureFormula: {
      circleArea: 'The area of a circle',
      circlePerimeter: 'The circumference of a circle',
      squareArea: 'The area of a square',
      squarePerimeter: 'The perimeter of a square',
      rectangleArea: 'The area of a rectangle',
      rectanglePerimeter: 'The perimeter of a rectangle',
      triangleArea: 'The area of a triangle',
      triangleAreaSides: 'The area of a triangle',
      trianglePerimeter: 'The perimeter of a triangle',
      parallelogramArea: 'The area of a parallelogram',
      trapezoidArea: 'The area of a trapezoid',
      sphereVolume: 'The volume of a sphere',
      sphereSurfaceArea: 'The surface area of a sphere',
      cylinderVolume: 'The volume of a cylinder',
      cylinderSurfaceArea: 'The surface area of a cylinder',
      coneVolume: 'The volume of a cone',
      cubeVolume: 'The volume of a cube',
      cubeSurfaceArea: 'The surface area of a cube',
      boxVolume: 'The volume of a box',
      boxSurfaceArea: 'The surface area of a box',
    },
  },
  reasons: {
    // Named and explained by its formula (the step's `formula`, the form of its note).
    measureFormula: ['{formula:shapeRule}', '{formula:shapeWhy}'],
  },
  terms: {
    /** Each formula's name, the rule a shape's first step states. */
    shapeRule: {
      circleArea: 'Area of a circle',
      circlePerimeter: 'Circumference of a circle',
      squareArea: 'Area of a square',
      squarePerimeter: 'Perimeter of a square',
      rectangleArea: 'Area of a rectangle',
      rectanglePerimeter: 'Perimeter of a rectangle',
      triangleArea: 'Area of a triangle',
      triangleAreaSides: 'Area of a triangle',
      trianglePerimeter: 'Perimeter of a triangle',
      parallelogramArea: 'Area of a parallelogram',
      trapezoidArea: 'Area of a trapezoid',
      sphereVolume: 'Volume of a sphere',
      sphereSurfaceArea: 'Surface area of a sphere',
      cylinderVolume: 'Volume of a cylinder',
      cylinderSurfaceArea: 'Surface area of a cylinder',
      coneVolume: 'Volume of a cone',
      cubeVolume: 'Volume of a cube',
      cubeSurfaceArea: 'Surface area of a cube',
      boxVolume: 'Volume of a box',
      boxSurfaceArea: 'Surface area of a box',
    },
    /** Why each formula holds, in a student's words. */
    shapeWhy: {
      circleArea: 'a circle cut into thin slices rearranges into a rectangle πr long and r high',
      circlePerimeter: 'π is the ratio of every circle’s circumference to its diameter, 2r',
      squareArea: 'a square of side s holds s rows of s unit squares',
      squarePerimeter: 'the perimeter is the four equal sides added',
      rectangleArea: 'a rectangle holds w rows of l unit squares',
      rectanglePerimeter: 'the perimeter is the four sides added: two lengths and two widths',
      triangleArea: 'two copies of a triangle make a parallelogram of the same base and height',
      triangleAreaSides:
        'Heron’s formula gives the area from the three sides, with p half the perimeter',
      trianglePerimeter: 'the perimeter is the three sides added',
      parallelogramArea:
        'cutting a triangle off one end and moving it to the other makes a rectangle b by h',
      trapezoidArea:
        'two copies of a trapezoid, one turned over, make a parallelogram with base a + b',
      sphereVolume: 'a sphere fills two thirds of the cylinder around it, πr² × 2r',
      sphereSurfaceArea:
        'a sphere’s surface is four times the area of its great circle, as Archimedes showed',
      cylinderVolume: 'a prism’s volume is its base area, here πr², times its height',
      cylinderSurfaceArea:
        'two circles for the ends, and the side unrolled into a rectangle 2πr by h',
      coneVolume: 'a cone holds a third of the cylinder with the same base and height',
      cubeVolume: 'a cube of edge s holds s layers of s × s unit cubes',
      cubeSurfaceArea: 'a cube has six square faces of side s',
      boxVolume: 'a box holds h layers of l × w unit cubes',
      boxSurfaceArea: 'a box has three pairs of equal rectangular faces',
    },
  },
};
