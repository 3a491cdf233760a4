/**
 * Spanish words of the solver's steps on matrices: determinants, inverses, rank and row operations,
 * with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

/** A row operation, as each rule that applies one words it. */
const rowOperations = {
  swapRows: 'Intercambia las filas {first} y {second}: {firstName} ↔ {secondName}',
  divideRow: 'Divide la fila {row} entre {divisor}: {name} → {result}',
  multiplyRow: 'Multiplica la fila {row} por {factor}: {name} → ({factor}){name}',
  subtractRow: 'Resta la fila {row} a la fila {target}: {name} → {result}',
  subtractMultiple: 'Resta {multiple} × fila {row} a la fila {target}: {name} → {result}',
  addRow: 'Suma la fila {row} a la fila {target}: {name} → {result}',
  addMultiple: 'Suma {multiple} × fila {row} a la fila {target}: {name} → {result}',
};

export const spanishMatrices: Notes = {
  forms: {
    determinant2: {
      adMinusBc: 'El determinante de una matriz 2×2 [[a, b], [c, d]] es ad − bc',
      eachAndAdd: 'Calcula cada determinante 2×2, ad − bc, y súmalos',
    },
    cofactor: {
      zeroRow: 'Todos los elementos de la fila {index} son 0, así que el desarrollo por ella es 0',
      zeroColumn:
        'Todos los elementos de la columna {index} son 0, así que el desarrollo por ella es 0',
      alongRow:
        'Desarrolla por la fila {index}: cada elemento por el determinante que queda al tachar su fila y su columna, con los signos + − + de un tablero de ajedrez',
      alongRowMostZeros:
        'Desarrolla por la fila {index}, que tiene más ceros: cada elemento por el determinante que queda al tachar su fila y su columna, con los signos + − + de un tablero de ajedrez',
      alongColumn:
        'Desarrolla por la columna {index}: cada elemento por el determinante que queda al tachar su fila y su columna, con los signos + − + de un tablero de ajedrez',
      alongColumnMostZeros:
        'Desarrolla por la columna {index}, que tiene más ceros: cada elemento por el determinante que queda al tachar su fila y su columna, con los signos + − + de un tablero de ajedrez',
    },
    rowDeterminant: {
      ...rowOperations,
    },
    triangular: {
      diagonal: 'La matriz es triangular: su determinante es el producto de su diagonal',
    },
    gaussJordan: {
      ...rowOperations,
      besideIdentity:
        'Escribe la matriz con la matriz identidad al lado, [A | I], y convierte la mitad izquierda en I con operaciones por filas',
      rightHalf: 'La mitad izquierda ya es I, así que la mitad derecha es la inversa',
    },
    inverseCheck: {
      timesInverse: 'Comprobación: la matriz por su inversa es la matriz identidad',
    },
    singular: {
      noPivot:
        'La columna {column} no tiene pivote, así que la mitad izquierda no puede llegar a ser I. La matriz es singular (su determinante es 0), así que no tiene inversa',
    },
    transpose: {
      rowsAsColumns:
        'Escribe cada fila como columna: la fila 1 de la matriz es la columna 1 de su traspuesta, y así sucesivamente',
    },
    matrixSum: {
      addEntries: 'Suma los elementos correspondientes',
      subtractEntries: 'Resta los elementos correspondientes',
    },
    matrixScale: {
      multiplyEntries: 'Multiplica cada elemento por {factor}',
      divideEntries: 'Divide cada elemento entre {divisor}',
      negateEntries: 'Cambia el signo de cada elemento',
    },
    matrixProduct: {
      rowTimesColumn:
        'Multiplica cada fila de la primera matriz por cada columna de la segunda: el elemento (i, j) es la fila i por la columna j',
    },
    matrixPower: {
      zeroPower: 'Una matriz cuadrada elevada a 0 es la matriz identidad',
      byItself: 'Multiplica la matriz por sí misma',
      squareLast: 'Eleva al cuadrado la última potencia obtenida',
      onceMore: 'Multiplica una vez más por la matriz',
    },
    rank: {
      ...rowOperations,
      oneRow: 'La forma escalonada tiene {count} fila no nula, con un pivote',
      rows: 'La forma escalonada tiene {count} filas no nulas, con un pivote cada una',
    },
    rowOperation: {
      ...rowOperations,
      augmented: 'Escribe la matriz ampliada [A | b]: la matriz con b como una columna más',
    },
    readOff: {
      eachRow: 'Ahora cada fila dice cuánto vale una incógnita',
    },
    freeUnknown: {
      oneFree:
        '{unknown} no tiene pivote, así que puede tomar cualquier valor; cada fila da una de las demás',
      twoFree:
        '{first} y {second} no tienen pivote, así que pueden tomar cualquier valor; cada fila da una de las demás',
      manyFree:
        '{unknowns} no tienen pivote, así que pueden tomar cualquier valor; cada fila da una de las demás',
    },
  },
  reasons: {
    determinant2: ['Determinante de una matriz 2×2', 'det [[a, b], [c, d]] = ad − bc'],
    cofactor: [
      'Desarrollo por adjuntos',
      'un determinante es la suma, a lo largo de cualquier fila o columna, de cada elemento por el determinante que queda al tachar su fila y su columna, con los signos + − + … de un tablero de ajedrez',
    ],
    rowDeterminant: [
      '',
      'sumar a una fila un múltiplo de otra no cambia el determinante; intercambiar dos filas le cambia el signo',
    ],
    triangular: ['', 'el determinante de una matriz triangular es el producto de su diagonal'],
    gaussJordan: [
      'Método de Gauss-Jordan',
      'cada operación por filas multiplica por una matriz invertible, así que las operaciones que convierten A en I convierten I en A⁻¹',
    ],
    inverseCheck: ['', 'una matriz por su inversa es la matriz identidad'],
    singular: [
      '',
      'una matriz de determinante 0 lleva algún vector no nulo a 0, así que ninguna matriz puede deshacerla',
    ],
    transpose: [
      'Traspuesta',
      'la traspuesta intercambia filas y columnas: el elemento (i, j) pasa a (j, i)',
    ],
    matrixSum: ['', 'las matrices del mismo tamaño se suman y se restan elemento a elemento'],
    matrixScale: ['', 'un número por una matriz multiplica cada elemento por ese número'],
    matrixProduct: [
      'Producto de matrices',
      'el elemento (i, j) de AB es la fila i de A por la columna j de B: multiplica los elementos correspondientes y suma',
    ],
    matrixPower: [
      '',
      'Aⁿ es A multiplicada por sí misma n veces, A⁰ es la identidad y A⁻ⁿ es (A⁻¹)ⁿ',
    ],
    rank: [
      'Rango',
      'las operaciones por filas no cambian el rango, y en forma escalonada es el número de filas no nulas',
    ],
    rowOperation: ['', 'una operación por filas no cambia las soluciones del sistema'],
    readOff: [
      '',
      'en la forma escalonada reducida, cada fila dice que una incógnita es igual a un número',
    ],
    freeUnknown: [
      '',
      'una incógnita sin pivote puede tomar cualquier valor, y entonces cada fila da una de las demás',
    ],
  },
};
