import { localePath } from '../../../data/locale';
import { useLocale } from '../locale';
import { usePageMessages } from '../page-messages';

export interface CategoryOption {
  name: string;
  slug: string;
  count: number;
}

export interface CategoryFilterProps {
  categories: CategoryOption[];
  /** Slug of the category shown, if any. */
  current?: string;
}

/** The blog's categories as plain links (/blog?category=…), so filtering works without JavaScript. */
export function CategoryFilter({ categories, current }: CategoryFilterProps) {
  const locale = useLocale();
  const { blog } = usePageMessages();
  return (
    <nav className="category-filter" aria-label={blog.categoriesLabel}>
      <ul className="category-filter__list">
        <li>
          <a
            className="category-filter__link"
            href={localePath(locale, '/blog#posts')}
            aria-current={current ? undefined : 'page'}
          >
            {blog.allArticlesFilter}
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <a
              className="category-filter__link"
              href={localePath(locale, `/blog?category=${category.slug}#posts`)}
              aria-current={category.slug === current ? 'page' : undefined}
            >
              {category.name} <span className="category-filter__count">({category.count})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
