import { screen, within } from '@testing-library/react';

import { renderMarketingApp } from '../../test-utils';

describe('template category page', () => {
  it("lists the category's templates, what each marks and a request link that names the template", () => {
    renderMarketingApp('/templates/trucks');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trucks Templates');
    const templates = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(templates).toEqual(['Ford F-150 SuperCrew', 'Isuzu NPR 16 ft box truck', 'Chevrolet Silverado 2500']);
    expect(screen.getByText('Roll-up rear door joints')).toBeInTheDocument();
    expect(screen.getByText(/keep text clear of the rivet lines/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request the Isuzu NPR 16 ft box truck template' })).toHaveAttribute(
      'href',
      '/contact?subject=Template%20request%3A%20Isuzu%20NPR%2016%20ft%20box%20truck',
    );
    expect(screen.getByRole('heading', { name: 'What every template includes' })).toBeInTheDocument();
    expect(screen.getByText(/Layered Adobe Illustrator \(AI\) and PDF files/)).toBeInTheDocument();
    expect(screen.getByText(/A designer sends the outline the same business day/)).toBeInTheDocument();
    const others = screen.getByText(/Questions about a template\?/);
    expect(
      within(others)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['tel:+17735550148', '/templates/commercial-vans', '/templates/specialty']);
  });

  it('declares its title, description, canonical and the trail through the library', () => {
    const { meta } = renderMarketingApp('/templates/commercial-vans');
    expect(meta()?.title).toBe('Commercial Vans Wrap Design Templates | Wrap Lab Chicago');
    expect(meta()?.description).toContain('Ford Transit, Ram ProMaster and Mercedes-Benz Sprinter');
    expect(meta()?.canonical).toBe('/templates/commercial-vans');
    expect(meta()?.pageType).toBe('CollectionPage');
    expect(meta()?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Resources', url: '/resources' },
      { name: 'Design Template Library', url: '/resources/design-template-library' },
      { name: 'Commercial Vans Templates', url: '/templates/commercial-vans' },
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Design Template Library',
      }),
    ).toHaveAttribute('href', '/resources/design-template-library');
  });

  it('says so for an unknown category and leads back to the library', () => {
    const { meta } = renderMarketingApp('/templates/boats');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Template category not found');
    expect(screen.getByRole('link', { name: 'Design Template Library' })).toHaveAttribute(
      'href',
      '/resources/design-template-library',
    );
    expect(meta()?.noindex).toBe(true);
  });

  it("is what the library's category headings link to", () => {
    renderMarketingApp('/resources/design-template-library');
    const library = screen.getByRole('region', { name: 'Browse templates' });
    expect(
      within(library)
        .getAllByRole('heading', { level: 3 })
        .map((h) => within(h).getByRole('link').getAttribute('href')),
    ).toEqual(['/templates/commercial-vans', '/templates/trucks', '/templates/specialty']);
  });
});
