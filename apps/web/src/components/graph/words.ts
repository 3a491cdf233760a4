import type { PlotFeature } from '@mathtools/math-core';
import type { Translate } from '../../i18n/use-t';
import { formatCoordinate } from './scale';

/**
 * How the trace and the table name a marked point's kind ("Vertex"), in the graph catalogue's
 * words of the page's language.
 */
export const kindWord = (kind: PlotFeature['kind'], t: Translate): string => t(`kind.${kind}`);

/** An x coordinate as read out: with a degree sign on a degree axis. */
export const xText = (x: number, degrees: boolean) => `${formatCoordinate(x)}${degrees ? '°' : ''}`;
