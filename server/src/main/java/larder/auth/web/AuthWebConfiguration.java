package larder.auth.web;

import io.swagger.v3.oas.models.media.Schema;
import java.util.List;
import larder.auth.Credential;
import larder.auth.ManagementCredential;
import larder.auth.UserCredential;
import larder.platform.web.OpenApiRules;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springdoc.core.utils.SpringDocUtils;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

@Configuration(proxyBeanMethods = false)
class AuthWebConfiguration implements WebMvcConfigurer {

    static {
        // A credential comes from the Authorization header, not from request parameters: not a documented input.
        SpringDocUtils.getConfig().addRequestWrapperToIgnore(Credential.class, UserCredential.class,
                ManagementCredential.class);
    }

    /** RFC 6749 §6: the refresh grant carries the refresh token; said in JSON Schema, not only in words. */
    @Bean
    OpenApiCustomizer tokenRequestRules() {
        return openApi -> OpenApiRules.change(openApi, "TokenRequest", schema -> {
            Schema<Object> grant = new Schema<>();
            grant.setConst("refresh_token");
            Schema<Object> refreshGrant = new Schema<>();
            refreshGrant.addProperty("grant_type", grant);
            refreshGrant.setRequired(new java.util.ArrayList<>(List.of("grant_type")));
            schema.setIf(refreshGrant);
            Schema<Object> withToken = new Schema<>();
            withToken.setRequired(new java.util.ArrayList<>(List.of("refresh_token")));
            schema.setThen(withToken);
        });
    }

    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(new CredentialArgumentResolver());
    }
}
