/**
 * German words of the solver's steps on matrices: determinants, inverses, rank and row operations,
 * with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

/** A row operation, as each rule that applies one words it. */
const rowOperations = {
  swapRows: 'Vertausche die Zeilen {first} und {second}: {firstName} ↔ {secondName}',
  divideRow: 'Teile Zeile {row} durch {divisor}: {name} → {result}',
  multiplyRow: 'Multipliziere Zeile {row} mit {factor}: {name} → ({factor}){name}',
  subtractRow: 'Subtrahiere Zeile {row} von Zeile {target}: {name} → {result}',
  subtractMultiple: 'Subtrahiere {multiple} × Zeile {row} von Zeile {target}: {name} → {result}',
  addRow: 'Addiere Zeile {row} zu Zeile {target}: {name} → {result}',
  addMultiple: 'Addiere {multiple} × Zeile {row} zu Zeile {target}: {name} → {result}',
};

export const germanMatrices: Notes = {
  forms: {
    determinant2: {
      adMinusBc: 'Die Determinante einer 2×2-Matrix [[a, b], [c, d]] ist ad − bc',
      eachAndAdd: 'Berechne jede 2×2-Determinante, ad − bc, und addiere',
    },
    cofactor: {
      zeroRow: 'Jeder Eintrag der Zeile {index} ist 0, also ist die Entwicklung nach ihr 0',
      zeroColumn: 'Jeder Eintrag der Spalte {index} ist 0, also ist die Entwicklung nach ihr 0',
      alongRow:
        'Entwickle nach Zeile {index}: jeder Eintrag mal die Determinante, die beim Streichen seiner Zeile und Spalte übrig bleibt, mit den Vorzeichen + − + eines Schachbretts',
      alongRowMostZeros:
        'Entwickle nach Zeile {index}, die die meisten Nullen hat: jeder Eintrag mal die Determinante, die beim Streichen seiner Zeile und Spalte übrig bleibt, mit den Vorzeichen + − + eines Schachbretts',
      alongColumn:
        'Entwickle nach Spalte {index}: jeder Eintrag mal die Determinante, die beim Streichen seiner Zeile und Spalte übrig bleibt, mit den Vorzeichen + − + eines Schachbretts',
      alongColumnMostZeros:
        'Entwickle nach Spalte {index}, die die meisten Nullen hat: jeder Eintrag mal die Determinante, die beim Streichen seiner Zeile und Spalte übrig bleibt, mit den Vorzeichen + − + eines Schachbretts',
    },
    rowDeterminant: {
      ...rowOperations,
    },
    triangular: {
      diagonal:
        'Die Matrix ist eine Dreiecksmatrix: Ihre Determinante ist das Produkt der Diagonaleinträge',
    },
    gaussJordan: {
      ...rowOperations,
      besideIdentity:
        'Schreibe die Einheitsmatrix neben die Matrix, [A | I], und forme die linke Hälfte mit Zeilenumformungen in I um',
      rightHalf: 'Die linke Hälfte ist jetzt I, also ist die rechte Hälfte die Inverse',
    },
    inverseCheck: {
      timesInverse: 'Probe: Die Matrix mal ihre Inverse ist die Einheitsmatrix',
    },
    singular: {
      noPivot:
        'Spalte {column} hat kein Pivotelement, also kann die linke Hälfte nicht zu I werden. Die Matrix ist singulär (ihre Determinante ist 0), also hat sie keine Inverse',
    },
    transpose: {
      rowsAsColumns:
        'Schreibe jede Zeile als Spalte: Zeile 1 der Matrix ist Spalte 1 ihrer Transponierten, und so weiter',
    },
    matrixSum: {
      addEntries: 'Addiere die entsprechenden Einträge',
      subtractEntries: 'Subtrahiere die entsprechenden Einträge',
    },
    matrixScale: {
      multiplyEntries: 'Multipliziere jeden Eintrag mit {factor}',
      divideEntries: 'Teile jeden Eintrag durch {divisor}',
      negateEntries: 'Ändere das Vorzeichen jedes Eintrags',
    },
    matrixProduct: {
      rowTimesColumn:
        'Multipliziere jede Zeile der ersten Matrix mit jeder Spalte der zweiten: Eintrag (i, j) ist Zeile i mal Spalte j',
    },
    matrixPower: {
      zeroPower: 'Eine quadratische Matrix hoch 0 ist die Einheitsmatrix',
      byItself: 'Multipliziere die Matrix mit sich selbst',
      squareLast: 'Quadriere die zuletzt gefundene Potenz',
      onceMore: 'Multipliziere noch einmal mit der Matrix',
    },
    rank: {
      ...rowOperations,
      oneRow:
        'Die Zeilenstufenform hat {count} von null verschiedene Zeile, mit einem Pivotelement',
      rows: 'Die Zeilenstufenform hat {count} von null verschiedene Zeilen, mit je einem Pivotelement',
    },
    rowOperation: {
      ...rowOperations,
      augmented:
        'Schreibe die erweiterte Koeffizientenmatrix [A | b]: die Matrix mit b als zusätzlicher Spalte',
    },
    readOff: {
      eachRow: 'Jede Zeile gibt jetzt den Wert einer Variablen an',
    },
    freeUnknown: {
      oneFree:
        '{unknown} hat kein Pivotelement, kann also jede Zahl sein; jede Zeile liefert eine der anderen',
      twoFree:
        '{first} und {second} haben kein Pivotelement, können also jede Zahl sein; jede Zeile liefert eine der anderen',
      manyFree:
        '{unknowns} haben kein Pivotelement, können also jede Zahl sein; jede Zeile liefert eine der anderen',
    },
  },
  reasons: {
    determinant2: ['Determinante einer 2×2-Matrix', 'det [[a, b], [c, d]] = ad − bc'],
    cofactor: [
      'Laplace-Entwicklung',
      'eine Determinante ist die Summe entlang einer beliebigen Zeile oder Spalte über jeden Eintrag mal die Determinante, die beim Streichen seiner Zeile und Spalte übrig bleibt, mit den Vorzeichen + − + … eines Schachbretts',
    ],
    rowDeterminant: [
      '',
      'ein Vielfaches einer Zeile zu einer anderen zu addieren, erhält die Determinante; das Vertauschen zweier Zeilen ändert ihr Vorzeichen',
    ],
    triangular: [
      '',
      'die Determinante einer Dreiecksmatrix ist das Produkt ihrer Diagonaleinträge',
    ],
    gaussJordan: [
      'Gauß-Jordan-Verfahren',
      'jede Zeilenumformung ist eine Multiplikation mit einer invertierbaren Matrix, also machen die Umformungen, die A in I überführen, aus I die Matrix A⁻¹',
    ],
    inverseCheck: ['', 'eine Matrix mal ihre Inverse ist die Einheitsmatrix'],
    singular: [
      '',
      'eine Matrix mit Determinante 0 bildet einen Vektor ungleich null auf 0 ab, also kann keine Matrix sie rückgängig machen',
    ],
    transpose: [
      'Transponierte',
      'die Transponierte vertauscht Zeilen und Spalten: Eintrag (i, j) wandert nach (j, i)',
    ],
    matrixSum: ['', 'Matrizen gleicher Größe werden eintragsweise addiert und subtrahiert'],
    matrixScale: ['', 'eine Zahl mal eine Matrix multipliziert jeden Eintrag mit dieser Zahl'],
    matrixProduct: [
      'Matrizenprodukt',
      'Eintrag (i, j) von AB ist Zeile i von A mal Spalte j von B: Multipliziere entsprechende Einträge und addiere',
    ],
    matrixPower: [
      '',
      'Aⁿ ist A n-mal mit sich selbst multipliziert, A⁰ ist die Einheitsmatrix und A⁻ⁿ ist (A⁻¹)ⁿ',
    ],
    rank: [
      'Rang',
      'Zeilenumformungen ändern den Rang nicht, und in Zeilenstufenform ist er die Anzahl der von null verschiedenen Zeilen',
    ],
    rowOperation: ['', 'eine Zeilenumformung ändert die Lösungen des Gleichungssystems nicht'],
    readOff: [
      '',
      'in reduzierter Zeilenstufenform besagt jede Zeile, dass eine Variable gleich einer Zahl ist',
    ],
    freeUnknown: [
      '',
      'eine Variable ohne Pivotelement kann jeden Wert annehmen, und jede Zeile liefert dann eine der anderen',
    ],
  },
};
