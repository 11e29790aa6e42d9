import styled from 'styled-components';

import { Link } from 'shared-contracts/routing/router';
import { Card, CardGrid } from 'shared-contracts/ui/cards';
import { SecondaryButton, VisuallyHidden } from 'shared-contracts/ui/layout';

import { templateCategories, templatesPath } from '../templates';

/**
 * The search box, chips and Download buttons are shown without actions, as the spec describes
 * (the template files are not part of the site); the note says how to get a template today.
 */
export function TemplateLibrary() {
  return (
    <section aria-labelledby="template-library-title">
      <h2 id="template-library-title">Browse templates</h2>
      <Tools>
        <label>
          <VisuallyHidden>Search templates</VisuallyHidden>
          <input type="search" placeholder="Search by make or model" />
        </label>
        <ul aria-label="Template categories">
          {['All', ...templateCategories.map((category) => category.name)].map((chip) => (
            <li key={chip}>
              <button type="button">{chip}</button>
            </li>
          ))}
        </ul>
        <p>
          Template downloads are being prepared. For a template today, open its category and request it, or e-mail
          info@wraplabchicago.com with the vehicle: we send it the same business day.
        </p>
      </Tools>
      <CardGrid $columns={2}>
        {templateCategories.map((category) => (
          <Card key={category.slug}>
            <h3>
              <Link to={templatesPath(category)}>{category.name}</Link>
            </h3>
            <Templates>
              {category.templates.map(({ vehicle }) => (
                <li key={vehicle}>
                  <span>{vehicle}</span>
                  <SecondaryButton type="button" aria-label={`Download ${vehicle} template`}>
                    Download
                  </SecondaryButton>
                </li>
              ))}
            </Templates>
          </Card>
        ))}
      </CardGrid>
    </section>
  );
}

const Tools = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 28px;
  input {
    font: inherit;
    padding: 12px 16px;
    border: 1px solid var(--color-line-strong);
    border-radius: 999px;
    width: 100%;
    max-width: 420px;
  }
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    padding: 0;
    margin: 0;
  }
  li button {
    font: inherit;
    padding: 6px 14px;
    border-radius: 999px;
    border: 1px solid var(--color-line);
    background: var(--color-surface);
    cursor: default;
  }
`;

const Templates = styled.ul`
  && {
    list-style: none;
    padding: 0;
  }
  margin: 0;
  display: grid;
  gap: 10px;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
  }
`;
