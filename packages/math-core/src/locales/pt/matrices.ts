/**
 * Portuguese words of the solver's steps on matrices: determinants, inverses, rank and row
 * operations, with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

/** A row operation, as each rule that applies one words it. */
const rowOperations = {
  swapRows: 'Troque as linhas {first} e {second}: {firstName} ↔ {secondName}',
  divideRow: 'Divida a linha {row} por {divisor}: {name} → {result}',
  multiplyRow: 'Multiplique a linha {row} por {factor}: {name} → ({factor}){name}',
  subtractRow: 'Subtraia a linha {row} da linha {target}: {name} → {result}',
  subtractMultiple: 'Subtraia {multiple} × linha {row} da linha {target}: {name} → {result}',
  addRow: 'Some a linha {row} à linha {target}: {name} → {result}',
  addMultiple: 'Some {multiple} × linha {row} à linha {target}: {name} → {result}',
};

export const portugueseMatrices: Notes = {
  forms: {
    determinant2: {
      adMinusBc: 'O determinante de uma matriz 2×2 [[a, b], [c, d]] é ad − bc',
      eachAndAdd: 'Calcule cada determinante 2×2, ad − bc, e some',
    },
    cofactor: {
      zeroRow: 'Todos os elementos da linha {index} são 0, então o desenvolvimento por ela é 0',
      zeroColumn: 'Todos os elementos da coluna {index} são 0, então o desenvolvimento por ela é 0',
      alongRow:
        'Desenvolva pela linha {index}: cada elemento vezes o determinante que sobra ao eliminar sua linha e sua coluna, com os sinais + − + de um tabuleiro de xadrez',
      alongRowMostZeros:
        'Desenvolva pela linha {index}, que tem mais zeros: cada elemento vezes o determinante que sobra ao eliminar sua linha e sua coluna, com os sinais + − + de um tabuleiro de xadrez',
      alongColumn:
        'Desenvolva pela coluna {index}: cada elemento vezes o determinante que sobra ao eliminar sua linha e sua coluna, com os sinais + − + de um tabuleiro de xadrez',
      alongColumnMostZeros:
        'Desenvolva pela coluna {index}, que tem mais zeros: cada elemento vezes o determinante que sobra ao eliminar sua linha e sua coluna, com os sinais + − + de um tabuleiro de xadrez',
    },
    rowDeterminant: {
      ...rowOperations,
    },
    triangular: {
      diagonal: 'A matriz é triangular: o determinante é o produto da diagonal',
    },
    gaussJordan: {
      ...rowOperations,
      besideIdentity:
        'Escreva a matriz com a matriz identidade ao lado, [A | I], e transforme a metade esquerda em I com operações sobre as linhas',
      rightHalf: 'A metade esquerda agora é I, então a metade direita é a inversa',
    },
    inverseCheck: {
      timesInverse: 'Verificação: a matriz vezes a sua inversa é a matriz identidade',
    },
    singular: {
      noPivot:
        'A coluna {column} não tem pivô, então a metade esquerda não pode virar I. A matriz é singular (seu determinante é 0), então não tem inversa',
    },
    transpose: {
      rowsAsColumns:
        'Escreva cada linha como coluna: a linha 1 da matriz é a coluna 1 da sua transposta, e assim por diante',
    },
    matrixSum: {
      addEntries: 'Some os elementos correspondentes',
      subtractEntries: 'Subtraia os elementos correspondentes',
    },
    matrixScale: {
      multiplyEntries: 'Multiplique cada elemento por {factor}',
      divideEntries: 'Divida cada elemento por {divisor}',
      negateEntries: 'Troque o sinal de cada elemento',
    },
    matrixProduct: {
      rowTimesColumn:
        'Multiplique cada linha da primeira matriz por cada coluna da segunda: o elemento (i, j) é a linha i vezes a coluna j',
    },
    matrixPower: {
      zeroPower: 'Uma matriz quadrada elevada a 0 é a matriz identidade',
      byItself: 'Multiplique a matriz por ela mesma',
      squareLast: 'Eleve ao quadrado a última potência encontrada',
      onceMore: 'Multiplique pela matriz mais uma vez',
    },
    rank: {
      ...rowOperations,
      oneRow: 'A forma escalonada tem {count} linha não nula, com um pivô',
      rows: 'A forma escalonada tem {count} linhas não nulas, com um pivô cada',
    },
    rowOperation: {
      ...rowOperations,
      augmented: 'Escreva a matriz aumentada [A | b]: a matriz com b como mais uma coluna',
    },
    readOff: {
      eachRow: 'Agora cada linha diz quanto vale uma incógnita',
    },
    freeUnknown: {
      oneFree:
        '{unknown} não tem pivô, então pode ser qualquer número; cada linha dá uma das outras',
      twoFree:
        '{first} e {second} não têm pivô, então podem ser qualquer número; cada linha dá uma das outras',
      manyFree:
        '{unknowns} não têm pivô, então podem ser qualquer número; cada linha dá uma das outras',
    },
  },
  reasons: {
    determinant2: ['Determinante de uma matriz 2×2', 'det [[a, b], [c, d]] = ad − bc'],
    cofactor: [
      'Teorema de Laplace',
      'um determinante é a soma, ao longo de qualquer linha ou coluna, de cada elemento vezes o determinante que sobra ao eliminar sua linha e sua coluna, com os sinais + − + … de um tabuleiro de xadrez',
    ],
    rowDeterminant: [
      '',
      'somar a uma linha um múltiplo de outra mantém o determinante; trocar duas linhas muda o seu sinal',
    ],
    triangular: ['', 'o determinante de uma matriz triangular é o produto da sua diagonal'],
    gaussJordan: [
      'Método de Gauss-Jordan',
      'cada operação sobre as linhas multiplica por uma matriz invertível, então as operações que transformam A em I transformam I em A⁻¹',
    ],
    inverseCheck: ['', 'uma matriz vezes a sua inversa é a matriz identidade'],
    singular: [
      '',
      'uma matriz de determinante 0 leva algum vetor não nulo a 0, então nenhuma matriz pode desfazê-la',
    ],
    transpose: [
      'Transposta',
      'a transposta troca linhas e colunas: o elemento (i, j) vai para (j, i)',
    ],
    matrixSum: ['', 'matrizes do mesmo tamanho se somam e se subtraem elemento a elemento'],
    matrixScale: ['', 'um número vezes uma matriz multiplica cada elemento por esse número'],
    matrixProduct: [
      'Produto de matrizes',
      'o elemento (i, j) de AB é a linha i de A vezes a coluna j de B: multiplique os elementos correspondentes e some',
    ],
    matrixPower: [
      '',
      'Aⁿ é A multiplicada por ela mesma n vezes, A⁰ é a identidade e A⁻ⁿ é (A⁻¹)ⁿ',
    ],
    rank: [
      'Posto',
      'as operações sobre as linhas não mudam o posto, e na forma escalonada ele é o número de linhas não nulas',
    ],
    rowOperation: ['', 'uma operação sobre as linhas não muda as soluções do sistema'],
    readOff: [
      '',
      'na forma escalonada reduzida, cada linha diz que uma incógnita é igual a um número',
    ],
    freeUnknown: [
      '',
      'uma incógnita sem pivô pode assumir qualquer valor, e então cada linha dá uma das outras',
    ],
  },
};
