package larder.platform.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import larder.platform.FilterOrder;
import larder.platform.ProblemException;
import larder.platform.Problems;
import larder.platform.UrlEncoded;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Every query string is decoded once, strictly, before anything reads a parameter: a bad percent-escape, bytes
 * that are not UTF-8, or NUL get 400 {@code request.invalid} naming the parameter, on every route (the health and
 * documentation routes included), instead of failing inside the container's parser wherever a parameter is first
 * read.
 */
@Component
@Order(FilterOrder.QUERY_STRING)
class QueryStringFilter extends OncePerRequestFilter {

    private final Problems problems;

    QueryStringFilter(Problems problems) {
        this.problems = problems;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        try {
            UrlEncoded.parse(request.getQueryString());
        } catch (ProblemException problem) {
            problems.write(request, response, problem);
            return;
        }
        chain.doFilter(request, response);
    }
}
