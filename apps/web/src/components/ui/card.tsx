import type { ComponentPropsWithRef, ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { card, cardDescription, cardTitle, cardTone } from './card.css';

type CardProps = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'article' | 'section' | 'li';
  tone?: keyof typeof cardTone;
};

export function Card({ as: Tag = 'div', tone = 'default', className, ...props }: CardProps) {
  return <Tag className={cx(card, cardTone[tone], className)} {...props} />;
}

type CardTitleProps = { as?: ElementType; children: ReactNode; id?: string };

/** Card heading; pick the level that fits the page outline (default h3). */
export function CardTitle({ as: Tag = 'h3', ...props }: CardTitleProps) {
  return <Tag className={cardTitle} {...props} />;
}

export function CardDescription(props: ComponentPropsWithRef<'p'>) {
  return <p className={cardDescription} {...props} />;
}
