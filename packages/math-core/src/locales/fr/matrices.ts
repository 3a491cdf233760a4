/**
 * French words of the solver's steps on matrices: determinants, inverses, rank and row operations,
 * with ./index.ts joining every part.
 */
import type { Notes } from '../../math/catalogue/types';

/** A row operation, as each rule that applies one words it. */
const rowOperations = {
  swapRows: 'Échangez les lignes {first} et {second}\u00a0: {firstName} ↔ {secondName}',
  divideRow: 'Divisez la ligne {row} par {divisor}\u00a0: {name} → {result}',
  multiplyRow: 'Multipliez la ligne {row} par {factor}\u00a0: {name} → ({factor}){name}',
  subtractRow: 'Soustrayez la ligne {row} de la ligne {target}\u00a0: {name} → {result}',
  subtractMultiple:
    'Soustrayez {multiple} × ligne {row} de la ligne {target}\u00a0: {name} → {result}',
  addRow: 'Ajoutez la ligne {row} à la ligne {target}\u00a0: {name} → {result}',
  addMultiple: 'Ajoutez {multiple} × ligne {row} à la ligne {target}\u00a0: {name} → {result}',
};

export const frenchMatrices: Notes = {
  forms: {
    determinant2: {
      adMinusBc: 'Le déterminant d’une matrice 2×2 [[a, b], [c, d]] est ad − bc',
      eachAndAdd: 'Calculez chaque déterminant 2×2, ad − bc, et additionnez',
    },
    cofactor: {
      zeroRow:
        'Tous les coefficients de la ligne {index} sont nuls, donc le développement suivant cette ligne vaut 0',
      zeroColumn:
        'Tous les coefficients de la colonne {index} sont nuls, donc le développement suivant cette colonne vaut 0',
      alongRow:
        'Développez suivant la ligne {index}\u00a0: chaque coefficient multiplié par le déterminant qui reste quand on barre sa ligne et sa colonne, avec les signes + − + d’un damier',
      alongRowMostZeros:
        'Développez suivant la ligne {index}, qui a le plus de zéros\u00a0: chaque coefficient multiplié par le déterminant qui reste quand on barre sa ligne et sa colonne, avec les signes + − + d’un damier',
      alongColumn:
        'Développez suivant la colonne {index}\u00a0: chaque coefficient multiplié par le déterminant qui reste quand on barre sa ligne et sa colonne, avec les signes + − + d’un damier',
      alongColumnMostZeros:
        'Développez suivant la colonne {index}, qui a le plus de zéros\u00a0: chaque coefficient multiplié par le déterminant qui reste quand on barre sa ligne et sa colonne, avec les signes + − + d’un damier',
    },
    rowDeterminant: {
      ...rowOperations,
    },
    triangular: {
      diagonal:
        'La matrice est triangulaire\u00a0: son déterminant est le produit de ses coefficients diagonaux',
    },
    gaussJordan: {
      ...rowOperations,
      besideIdentity:
        'Écrivez la matrice avec la matrice identité à côté, [A | I], et transformez la moitié gauche en I par des opérations sur les lignes',
      rightHalf: 'La moitié gauche est maintenant I, donc la moitié droite est l’inverse',
    },
    inverseCheck: {
      timesInverse:
        'Vérification\u00a0: la matrice multipliée par son inverse donne la matrice identité',
    },
    singular: {
      noPivot:
        'La colonne {column} n’a pas de pivot, donc la moitié gauche ne peut pas devenir I. La matrice n’est pas inversible (son déterminant est nul), donc elle n’a pas d’inverse',
    },
    transpose: {
      rowsAsColumns:
        'Écrivez chaque ligne en colonne\u00a0: la ligne 1 de la matrice est la colonne 1 de sa transposée, et ainsi de suite',
    },
    matrixSum: {
      addEntries: 'Additionnez les coefficients correspondants',
      subtractEntries: 'Soustrayez les coefficients correspondants',
    },
    matrixScale: {
      multiplyEntries: 'Multipliez chaque coefficient par {factor}',
      divideEntries: 'Divisez chaque coefficient par {divisor}',
      negateEntries: 'Changez le signe de chaque coefficient',
    },
    matrixProduct: {
      rowTimesColumn:
        'Multipliez chaque ligne de la première matrice par chaque colonne de la seconde\u00a0: le coefficient (i, j) est la ligne i fois la colonne j',
    },
    matrixPower: {
      zeroPower: 'Une matrice carrée à la puissance 0 est la matrice identité',
      byItself: 'Multipliez la matrice par elle-même',
      squareLast: 'Élevez au carré la dernière puissance trouvée',
      onceMore: 'Multipliez encore une fois par la matrice',
    },
    rank: {
      ...rowOperations,
      oneRow: 'La forme échelonnée a {count} ligne non nulle, avec un pivot',
      rows: 'La forme échelonnée a {count} lignes non nulles, avec un pivot chacune',
    },
    rowOperation: {
      ...rowOperations,
      augmented:
        'Écrivez la matrice augmentée [A | b]\u00a0: la matrice avec b comme colonne supplémentaire',
    },
    readOff: {
      eachRow: 'Chaque ligne donne maintenant la valeur d’une inconnue',
    },
    freeUnknown: {
      oneFree:
        '{unknown} n’a pas de pivot, donc elle peut prendre n’importe quelle valeur\u00a0; chaque ligne donne l’une des autres',
      twoFree:
        '{first} et {second} n’ont pas de pivot, donc elles peuvent prendre n’importe quelle valeur\u00a0; chaque ligne donne l’une des autres',
      manyFree:
        '{unknowns} n’ont pas de pivot, donc elles peuvent prendre n’importe quelle valeur\u00a0; chaque ligne donne l’une des autres',
    },
  },
  reasons: {
    determinant2: ['Déterminant d’une matrice 2×2', 'det [[a, b], [c, d]] = ad − bc'],
    cofactor: [
      'Développement par cofacteurs',
      'un déterminant est la somme, le long de n’importe quelle ligne ou colonne, de chaque coefficient multiplié par le déterminant qui reste quand on barre sa ligne et sa colonne, avec les signes + − + … d’un damier',
    ],
    rowDeterminant: [
      '',
      'ajouter à une ligne un multiple d’une autre ne change pas le déterminant\u00a0; échanger deux lignes change son signe',
    ],
    triangular: [
      '',
      'le déterminant d’une matrice triangulaire est le produit de ses coefficients diagonaux',
    ],
    gaussJordan: [
      'Méthode de Gauss-Jordan',
      'chaque opération sur les lignes revient à multiplier par une matrice inversible, donc les opérations qui transforment A en I transforment I en A⁻¹',
    ],
    inverseCheck: ['', 'une matrice multipliée par son inverse donne la matrice identité'],
    singular: [
      '',
      'une matrice de déterminant nul envoie un vecteur non nul sur 0, donc aucune matrice ne peut l’annuler',
    ],
    transpose: [
      'Transposée',
      'la transposée échange lignes et colonnes\u00a0: le coefficient (i, j) passe en (j, i)',
    ],
    matrixSum: [
      '',
      'des matrices de même taille s’additionnent et se soustraient coefficient par coefficient',
    ],
    matrixScale: ['', 'un nombre fois une matrice multiplie chaque coefficient par ce nombre'],
    matrixProduct: [
      'Produit de matrices',
      'le coefficient (i, j) de AB est la ligne i de A fois la colonne j de B\u00a0: multipliez les coefficients correspondants et additionnez',
    ],
    matrixPower: [
      '',
      'Aⁿ est A multipliée par elle-même n fois, A⁰ est l’identité et A⁻ⁿ est (A⁻¹)ⁿ',
    ],
    rank: [
      'Rang',
      'les opérations sur les lignes ne changent pas le rang, et sous forme échelonnée c’est le nombre de lignes non nulles',
    ],
    rowOperation: ['', 'une opération sur les lignes ne change pas les solutions du système'],
    readOff: [
      '',
      'sous forme échelonnée réduite, chaque ligne dit qu’une inconnue est égale à un nombre',
    ],
    freeUnknown: [
      '',
      'une inconnue sans pivot peut prendre n’importe quelle valeur, et chaque ligne donne alors l’une des autres',
    ],
  },
};
