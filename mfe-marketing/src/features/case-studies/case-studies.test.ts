import { allCaseStudies, sampleQuoteCustomer } from './case-studies';

describe('case studies', () => {
  it('name the customer each story is about', () => {
    for (const study of allCaseStudies) expect(study.description).toContain(study.customer.company);
  });

  it("quote a case-study customer in that customer's own words", () => {
    expect(allCaseStudies.map((study) => study.customer)).toContain(sampleQuoteCustomer);
    expect(sampleQuoteCustomer.quote).toBeTruthy();
  });
});
