/**
 * The words of the steps written by this folder's code, in English: each rule's forms of note (templates
 * whose {names} are a step's parameters) and, for a rule only these steps apply, its name and why it
 * holds. The kinds made from this code bring them to a solver (see ../../../math/catalogue).
 */
import type { Notes } from '../../../math/catalogue/types';

export const matrixNotes: Notes = {
  forms: {
    contradiction: {
      falseRow:
        'Row {row} says 0 = {value}, which is false, so no values of the unknowns make every equation true',
    },
    determinant2: {
      adMinusBc: 'The determinant of a 2×2 matrix [[a, b], [c, d]] is ad − bc',
      eachAndAdd: 'Work out each 2×2 determinant, ad − bc, and add up',
    },
    cofactor: {
      zeroRow: 'Every entry of row {index} is 0, so the expansion along it is 0',
      zeroColumn: 'Every entry of column {index} is 0, so the expansion along it is 0',
      alongRow:
        'Expand along row {index}: each entry times the determinant left when its row and column are crossed out, with the signs + − + of a checkerboard',
      alongRowMostZeros:
        'Expand along row {index}, which has the most zeros: each entry times the determinant left when its row and column are crossed out, with the signs + − + of a checkerboard',
      alongColumn:
        'Expand along column {index}: each entry times the determinant left when its row and column are crossed out, with the signs + − + of a checkerboard',
      alongColumnMostZeros:
        'Expand along column {index}, which has the most zeros: each entry times the determinant left when its row and column are crossed out, with the signs + − + of a checkerboard',
    },
    rowDeterminant: {
      swapRows: 'Swap rows {first} and {second}: {firstName} ↔ {secondName}',
      divideRow: 'Divide row {row} by {divisor}: {name} → {result}',
      multiplyRow: 'Multiply row {row} by {factor}: {name} → ({factor}){name}',
      subtractRow: 'Subtract row {row} from row {target}: {name} → {result}',
      subtractMultiple: 'Subtract {multiple} × row {row} from row {target}: {name} → {result}',
      addRow: 'Add row {row} to row {target}: {name} → {result}',
      addMultiple: 'Add {multiple} × row {row} to row {target}: {name} → {result}',
    },
    triangular: {
      diagonal: 'The matrix is triangular: its determinant is the product of its diagonal',
    },
    gaussJordan: {
      besideIdentity:
        'Write the matrix with the identity matrix beside it, [A | I], and turn the left half into I by row operations',
      swapRows: 'Swap rows {first} and {second}: {firstName} ↔ {secondName}',
      divideRow: 'Divide row {row} by {divisor}: {name} → {result}',
      multiplyRow: 'Multiply row {row} by {factor}: {name} → ({factor}){name}',
      subtractRow: 'Subtract row {row} from row {target}: {name} → {result}',
      subtractMultiple: 'Subtract {multiple} × row {row} from row {target}: {name} → {result}',
      addRow: 'Add row {row} to row {target}: {name} → {result}',
      addMultiple: 'Add {multiple} × row {row} to row {target}: {name} → {result}',
      rightHalf: 'The left half is now I, so the right half is the inverse',
    },
    inverseCheck: {
      timesInverse: 'Check: the matrix times its inverse is the identity matrix',
    },
    singular: {
      noPivot:
        'Column {column} has no pivot, so the left half cannot become I. The matrix is singular (its determinant is 0), so it has no inverse',
    },
    transpose: {
      rowsAsColumns:
        'Write each row as a column: row 1 of the matrix is column 1 of its transpose, and so on',
    },
    matrixSum: {
      addEntries: 'Add the matching entries',
      subtractEntries: 'Subtract the matching entries',
    },
    matrixScale: {
      multiplyEntries: 'Multiply every entry by {factor}',
      divideEntries: 'Divide every entry by {divisor}',
      negateEntries: 'Change the sign of every entry',
    },
    matrixProduct: {
      rowTimesColumn:
        'Multiply each row of the first matrix by each column of the second: entry (i, j) is row i times column j',
    },
    matrixPower: {
      zeroPower: 'A square matrix to the power 0 is the identity matrix',
      byItself: 'Multiply the matrix by itself',
      squareLast: 'Square the power found last',
      onceMore: 'Multiply by the matrix once more',
    },
    rank: {
      swapRows: 'Swap rows {first} and {second}: {firstName} ↔ {secondName}',
      divideRow: 'Divide row {row} by {divisor}: {name} → {result}',
      multiplyRow: 'Multiply row {row} by {factor}: {name} → ({factor}){name}',
      subtractRow: 'Subtract row {row} from row {target}: {name} → {result}',
      subtractMultiple: 'Subtract {multiple} × row {row} from row {target}: {name} → {result}',
      addRow: 'Add row {row} to row {target}: {name} → {result}',
      addMultiple: 'Add {multiple} × row {row} to row {target}: {name} → {result}',
      oneRow: 'The echelon form has {count} nonzero row, one pivot each',
      rows: 'The echelon form has {count} nonzero rows, one pivot each',
    },
    rowOperation: {
      augmented: 'Write the augmented matrix [A | b]: the matrix with b as one more column',
      swapRows: 'Swap rows {first} and {second}: {firstName} ↔ {secondName}',
      divideRow: 'Divide row {row} by {divisor}: {name} → {result}',
      multiplyRow: 'Multiply row {row} by {factor}: {name} → ({factor}){name}',
      subtractRow: 'Subtract row {row} from row {target}: {name} → {result}',
      subtractMultiple: 'Subtract {multiple} × row {row} from row {target}: {name} → {result}',
      addRow: 'Add row {row} to row {target}: {name} → {result}',
      addMultiple: 'Add {multiple} × row {row} to row {target}: {name} → {result}',
    },
    readOff: {
      eachRow: 'Each row now says what one unknown is',
    },
    freeUnknown: {
      oneFree: '{unknown} has no pivot, so it can be any number; each row gives one of the others',
      twoFree:
        '{first} and {second} have no pivot, so they can be any number; each row gives one of the others',
      manyFree:
        '{unknowns} have no pivot, so they can be any number; each row gives one of the others',
    },
  },
  reasons: {
    determinant2: ['Determinant of a 2×2 matrix', 'det [[a, b], [c, d]] = ad − bc'],
    cofactor: [
      'Cofactor expansion',
      'a determinant is the sum along any row or column of each entry times the determinant left when its row and column are crossed out, with the signs + − + … of a checkerboard',
    ],
    rowDeterminant: [
      '',
      'adding a multiple of one row to another keeps the determinant; swapping two rows changes its sign',
    ],
    triangular: ['', 'the determinant of a triangular matrix is the product of its diagonal'],
    gaussJordan: [
      'Gauss–Jordan elimination',
      'each row operation multiplies by an invertible matrix, so the operations that turn A into I turn I into A⁻¹',
    ],
    inverseCheck: ['', 'a matrix times its inverse is the identity matrix'],
    singular: [
      '',
      'a matrix whose determinant is 0 sends some nonzero vector to 0, so no matrix can undo it',
    ],
    transpose: ['Transpose', 'the transpose swaps rows and columns: entry (i, j) moves to (j, i)'],
    matrixSum: ['', 'matrices of the same size add and subtract entry by entry'],
    matrixScale: ['', 'a number times a matrix multiplies every entry by that number'],
    matrixProduct: [
      'Matrix product',
      'entry (i, j) of AB is row i of A times column j of B: multiply matching entries and add',
    ],
    matrixPower: ['', 'Aⁿ is A multiplied by itself n times, A⁰ is the identity and A⁻ⁿ is (A⁻¹)ⁿ'],
    rank: [
      'Rank',
      'row operations do not change the rank, and in echelon form it is the number of nonzero rows',
    ],
    rowOperation: ['', 'a row operation does not change the solutions of the system'],
    readOff: ['', 'in reduced row echelon form each row says one unknown equals a number'],
    freeUnknown: [
      '',
      'an unknown without a pivot can take any value, and each row then gives one of the others',
    ],
  },
};
