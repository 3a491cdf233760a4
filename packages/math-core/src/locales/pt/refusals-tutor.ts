/**
 * Why a problem is refused, in Portuguese: the sentences of the refusal tables (`…_REFUSALS`) of
 * the checker of a student's working, similar problems and the graph, by the same ids and with the same {names} as the English ones.
 */
export const portugueseRefusalsTutor = {
  // The checker of a student's working.
  workingUnchecked: 'Ainda não é possível verificar a resolução de um problema do tipo "{title}"',
  // Similar problems.
  similarNoNumbers: 'Este problema não tem números para trocar e fazer um parecido',
  similarNotFound: 'Não foi encontrado nenhum problema parecido com este',
  similarNotLike: 'Este não é um problema parecido com o que foi resolvido',
  similarNoAnswer: 'Escreva uma resposta',
  similarUnreadable: 'Não foi possível ler esta resposta. Verifique como ela está escrita.',
  // The graph.
  plotExpression: 'Escreva uma expressão para representar, como x^2 - 1',
  plotAgainst: 'Indique a incógnita em função da qual representar, como x',
  plotWindow: 'A janela precisa de números finitos com xMin < xMax e yMin < yMax',
  plotNoUnknown: 'Não há nada para representar: o problema não tem incógnita',
  plotSystemSign: 'Cada equação de um sistema precisa de um só sinal =',
  plotSystemSize: 'Só é possível representar sistemas de duas equações',
  plotRelation: 'Não é possível representar ≠, ≈ nem cadeias com =',
  plotUnknowns: 'Só é possível representar em um gráfico uma ou duas incógnitas',
  plotSystemUnknowns: 'Só é possível representar em um gráfico duas incógnitas',
  plotOneUnknown: 'Só é possível representar expressões em uma incógnita',
  plotFunctions: 'Só é possível representar duas funções ao mesmo tempo',
  plotCurves: 'Só é possível representar duas curvas ao mesmo tempo',
  plotCurveOnly: 'Só é possível representar equações que sejam retas ou curvas y = f(x)',
  plotSolvedFor: 'Só é possível representar equações em que se possa isolar {v}',
  plotNumberLine: 'Este conjunto solução não pode ser representado na reta numérica',
  plotFailed: 'Não foi possível representar este problema',
  // An answer that could not be read.
  answerEmpty: 'Digite uma resposta',
  answerNotNumber:
    'Não foi possível ler “{answer}” como um número. Digite um número como 4, −2,5 ou 3/2.',
  answerNotMaths:
    'Não foi possível ler “{answer}” como expressão matemática. Confira o que você digitou.',
};
