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
    measureFormula: [
      '',
      'a measure of a shape comes from cutting and rearranging it into shapes whose measure is known',
    ],
  },
};
